import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { registerMember } from '../../../test/helpers/accounts';
import { insertMember } from '../accounts/members.service';
import { memberWithSession } from '../games/member-session.test-support';
import { maskName } from './referral.service';

describe('invite friends (§6 REFERRAL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gives the member one code, its link and QR code, and lists who registered with it', async () => {
    const m = await memberWithSession(t.database.db);
    const get = () => t.app.inject({ url: '/wps/engagement/invite', headers: m.headers });
    const first = (await get()).json().value;
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(first.link).toBe(`https://demo.example.com/m/register?recommenderId=${first.code}`);
    expect(first.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(first.friends).toEqual([]);
    expect((await get()).json().value.code).toBe(first.code);

    await insertMember(t.database.db, {
      merchantCode: 'DEMO',
      username: 'friendofmine',
      passwordHash: 'x',
      customerType: 0,
      isTrial: false,
      recommenderId: first.code,
    });
    const friends = (await get()).json().value.friends;
    expect(friends).toEqual([
      { name: 'fr***e', registeredAt: expect.any(Number), stage: 'registered' },
    ]);
  });

  it('needs a session, and is refused when REFERRAL is off', async () => {
    expect((await t.app.inject({ url: '/wps/engagement/invite' })).statusCode).toBe(401);
    const off = await buildTestApp((c) => ({
      ...c,
      engagement: { ...c.engagement, referralEnabled: false },
    }));
    try {
      const m = await memberWithSession(off.database.db);
      const res = await off.app.inject({ url: '/wps/engagement/invite', headers: m.headers });
      expect(res.statusCode).toBe(403);
    } finally {
      await off.close();
    }
  });

  it('a friend who registers with the code as recommenderId shows on the invite', async () => {
    const app = await buildTestApp((c) => ({
      ...c,
      register: {
        ...c.register,
        fields: {
          ...c.register.fields,
          recommenderId: {
            enabled: true,
            required: false,
            pattern: '^[A-Za-z0-9_-]{1,32}$',
            messageKey: 'validation.invitation_code',
          },
        },
      },
    }));
    try {
      const inviter = await registerMember(app.app);
      const headers = { authorization: inviter.token };
      const { code } = (await app.app.inject({ url: '/wps/engagement/invite', headers })).json()
        .value;
      const friend = await registerMember(app.app, { recommenderId: code });
      const friends = (await app.app.inject({ url: '/wps/engagement/invite', headers })).json()
        .value.friends;
      expect(friends).toEqual([
        { name: maskName(friend.username), registeredAt: expect.any(Number), stage: 'registered' },
      ]);
    } finally {
      await app.close();
    }
  });

  it('masks names', () => {
    expect(maskName('ab')).toBe('a***');
    expect(maskName('player77')).toBe('pl***7');
  });
});
