import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import { GOOD_PASSWORD, loginAs, randomIp, registerMember } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('protection prompts (issue 34): a deposit limit before the first deposit, a 6-monthly review', () => {
  let t: TestApp;
  let now = new Date('2026-01-10T03:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
  });
  afterAll(() => t.close());

  type Headers = Record<string, string>;
  const call = (h: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...h, language: 'en' },
      ...(payload ? { payload } : {}),
      remoteAddress: randomIp(),
    });
  const prompts = async (h: Headers) => {
    const res = await call(h, 'GET', '/wps/member/protection');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.prompts;
  };
  const dismiss = (h: Headers, prompt: string) =>
    call(h, 'POST', '/wps/member/protection/prompt/dismiss', { prompt });
  const signIn = async (username: string) => {
    const res = await loginAs(t.app, username, GOOD_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: res.json().value.token as string };
  };

  it('asks for a deposit limit until one is set, the prompt is closed, or money is deposited', async () => {
    now = new Date('2026-01-10T03:00:00Z');
    const a = { authorization: (await registerMember(t.app)).token };
    expect(await prompts(a)).toEqual({ depositLimit: true, review: false });
    await call(a, 'POST', '/wps/member/protection/limit', {
      kind: 'deposit',
      period: 'week',
      amount: '1000',
    });
    expect((await prompts(a)).depositLimit).toBe(false);

    const b = { authorization: (await registerMember(t.app)).token };
    const closed = await dismiss(b, 'deposit_limit');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().value.prompts.depositLimit).toBe(false);
    expect((await prompts(b)).depositLimit).toBe(false);

    const c = { authorization: (await registerMember(t.app)).token };
    const created = await call(c, 'POST', '/wps/deposit/promptpay', {
      amount: '200',
      idempotencyKey: `prompt-${Date.now()}`,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await prompts(c)).depositLimit).toBe(true);
    await t.app.inject({
      method: 'POST',
      url: '/dev/deposit/promptpay/transfer',
      payload: { amount: created.json().value.amount },
    });
    expect((await prompts(c)).depositLimit).toBe(false);
  });

  it('asks for a review 6 months after joining and 6 months after each review', async () => {
    now = new Date('2026-01-10T03:00:00Z');
    const m = await registerMember(t.app);
    // Joined now (the database stamps the row with its own clock).
    await t.database.db
      .update(members)
      .set({ createdAt: now })
      .where(eq(members.username, m.username));
    expect((await prompts({ authorization: m.token })).review).toBe(false);
    now = new Date('2026-07-10T02:59:00Z');
    let h = await signIn(m.username);
    expect((await prompts(h)).review).toBe(false);
    now = new Date('2026-07-10T03:00:00Z');
    expect((await prompts(h)).review).toBe(true);
    const done = await dismiss(h, 'review');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value.prompts.review).toBe(false);
    now = new Date(now.getTime() + 150 * DAY);
    h = await signIn(m.username);
    expect((await prompts(h)).review).toBe(false);
    now = new Date('2027-01-10T03:00:00Z');
    h = await signIn(m.username);
    expect((await prompts(h)).review).toBe(true);
  });

  it("lists the merchant's help organisations in the player's language", async () => {
    const h = { authorization: (await registerMember(t.app)).token };
    const inLanguage = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/member/protection',
          headers: { ...h, language },
          remoteAddress: randomIp(),
        })
      ).json().value.helpOrganisations;
    expect(await inLanguage('en')).toContainEqual({
      name: 'GamCare',
      url: 'https://www.gamcare.org.uk',
    });
    expect((await inLanguage('th'))[0].name).toMatch(/^สายด่วนสุขภาพจิต 1323/);
    expect((await inLanguage('ja'))[0].url).toBe('https://scga.jp');
  });

  it('refuses an unknown prompt, naming the field', async () => {
    const h = { authorization: (await registerMember(t.app)).token };
    const res = await dismiss(h, 'marketing');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('prompt');
  });
});
