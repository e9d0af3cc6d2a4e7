import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { registerMember } from '../../../test/helpers/accounts';
import { insertMember } from '../accounts/members.service';
import { memberWithSession } from '../../../test/helpers/member-session';
import { addReferralPromotion } from '../promotions/referral-promotion.test-support';
import { maskName } from './referral.service';

describe('invite friends (§6 REFERRAL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await addReferralPromotion(t.database.db);
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
      { name: 'fr***e', registeredAt: expect.any(Number), stage: 'registered', reward: null },
    ]);
  });

  it('needs a session, and is refused unless the REFERRAL promotion is enabled for the member', async () => {
    expect((await t.app.inject({ url: '/wps/engagement/invite' })).statusCode).toBe(401);
    const off = await buildTestApp();
    try {
      const m = await memberWithSession(off.database.db);
      const invite = () => off.app.inject({ url: '/wps/engagement/invite', headers: m.headers });
      // No REFERRAL promotion, one switched off, one for other member types: refused.
      expect((await invite()).statusCode).toBe(403);
      await addReferralPromotion(off.database.db, { enabled: false });
      expect((await invite()).statusCode).toBe(403);
      await addReferralPromotion(off.database.db, { memberTypes: [1, 2] });
      expect((await invite()).statusCode).toBe(403);
      await addReferralPromotion(off.database.db, { memberTypes: [0] });
      expect((await invite()).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });

  it('a friend who registers with the code as recommenderId shows on the invite', async () => {
    // The demo merchant takes the invitation code at registration, out of the box.
    const app = await buildTestApp();
    expect(app.merchant.register.fields.recommenderId?.enabled).toBe(true);
    try {
      await addReferralPromotion(app.database.db);
      const inviter = await registerMember(app.app);
      const headers = { authorization: inviter.token };
      const { code } = (await app.app.inject({ url: '/wps/engagement/invite', headers })).json()
        .value;
      const friend = await registerMember(app.app, { recommenderId: code });
      const friends = (await app.app.inject({ url: '/wps/engagement/invite', headers })).json()
        .value.friends;
      expect(friends).toEqual([
        {
          name: maskName(friend.username),
          registeredAt: expect.any(Number),
          stage: 'registered',
          reward: null,
        },
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
