import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { chatSignature, chatUrl, verifyChatLink } from './chat-provider';

const launch = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/wps/message/chat/launch', headers });

describe('live chat (§2.12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a signed link to the demo provider, which verifies it', async () => {
    const m = await memberWithSession(t.database.db);
    expect((await launch(t)).statusCode).toBe(401);
    const res = await launch(t, m.headers);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<{ value: { chatUrl: string } }>().value.chatUrl;
    expect(url).toMatch(
      /^\/chat\/demo\?memberId=\d+&name=[^&]+&ts=\d+&sig=[0-9a-f]{64}&language=th$/,
    );
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="th">');
    expect(page.body).toContain(`สวัสดีคุณ ${m.member.username}`);
    expect(page.body).not.toMatch(/Hello|agent|Demo live chat/);
    // Thai reads on a phone without a Thai system font: the app's faces, allowed by the CSP.
    expect(page.body).toContain('<link rel="stylesheet" href="/app-fonts.css">');
    expect(page.headers['content-security-policy']).toMatch(/font-src 'self'/);
    // The window speaks the language the app asked the link in.
    const en = (await launch(t, { ...m.headers, language: 'en' })).json<{
      value: { chatUrl: string };
    }>().value.chatUrl;
    expect(en).toMatch(/&language=en$/);
    expect((await t.app.inject({ url: en })).body).toContain(`Hello ${m.member.username}`);
    const tampered = await t.app.inject({ url: url.replace(/name=[^&]+/, 'name=someone') });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.body).not.toContain('Hello');
  });

  it('is refused for a type 4 member and one labelled nochat', async () => {
    const four = await memberWithSession(t.database.db, { customerType: 4 });
    expect((await launch(t, four.headers)).statusCode).toBe(403);
    const labelled = await memberWithSession(t.database.db);
    await t.database.db
      .update(members)
      .set({ memberLabels: ['vip', 'nochat'] })
      .where(eq(members.id, labelled.member.id));
    expect((await launch(t, labelled.headers)).statusCode).toBe(403);
  });

  it('signs with the template and refuses stale or forged links', () => {
    const identity = { memberId: 7, name: 'a b&c', ts: 1_000_000 };
    const url = chatUrl(
      'https://chat.example/x?u={memberId}&n={name}&t={ts}&s={sig}',
      'k'.repeat(32),
      identity,
    );
    expect(url).toBe(
      `https://chat.example/x?u=7&n=a%20b%26c&t=1000000&s=${chatSignature('k'.repeat(32), identity)}`,
    );
    const sig = chatSignature('k'.repeat(32), identity);
    expect(verifyChatLink('k'.repeat(32), identity, sig, 1_000_000 + 1000)).toBe(true);
    expect(verifyChatLink('k'.repeat(32), identity, sig, 1_000_000 + 11 * 60_000)).toBe(false);
    expect(verifyChatLink('j'.repeat(32), identity, sig, 1_000_000)).toBe(false);
    expect(verifyChatLink('k'.repeat(32), identity, 'zz', 1_000_000)).toBe(false);
  });
});

describe('live chat with CBS3 off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp((m) => ({ ...m, whitelabel: { ...m.whitelabel, CBS3: false } }));
  });
  afterAll(() => t.close());

  it('is refused', async () => {
    const m = await memberWithSession(t.database.db);
    expect((await launch(t, m.headers)).statusCode).toBe(403);
  });
});
