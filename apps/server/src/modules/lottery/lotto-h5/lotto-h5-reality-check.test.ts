import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLottery } from '../../../db/seed/demo-lottery';
import { buildTestApp, type TestApp } from '../../../../test/helpers/build-test-app';
import { auth, registerMember } from '../../../../test/helpers/accounts';

const MINUTE = 60_000;
const CHECK = '/m/lotto-h5/lgw/realityCheck';
const LOG_OUT = '/m/lotto-h5/lgw/logOut';

/**
 * Issue 34: the reality check over the lotto-h5 page. The page asks the server, with its own
 * session cookie, for the check of the login behind it, counted by the server's clock; its log
 * out ends that login session and the page's with it.
 */
describe('the reality check over the lotto-h5 page', () => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
    await seedLottery(t.database.db, t.merchant.code);
  });
  afterAll(() => t.close());

  /** The page opened from the app: a launch code traded for the page's own session cookie. */
  const openPage = async (token: string, language = 'en') => {
    const code = await t.app.inject({
      method: 'POST',
      url: '/wps/game/lottery/pageCode',
      headers: auth(token),
    });
    expect(code.statusCode, code.body).toBe(200);
    const base = `/m/lotto-h5/${t.merchant.code}/ent/games/101`;
    const opened = await t.app.inject({
      url: `${base}?launch=${code.json().value.launchCode}&language=${language}`,
    });
    expect(opened.statusCode).toBe(303);
    const setCookie = String(opened.headers['set-cookie']);
    const cookie = setCookie.split(';')[0]!;
    const page = await t.app.inject({ url: `${base}?language=${language}`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    return { page, cookie };
  };
  const checkOf = (cookie: string) => t.app.inject({ url: CHECK, headers: { cookie } });

  it('the page carries the check in the player language, allowed by its CSP', async () => {
    const m = await registerMember(t.app);
    const th = await openPage(m.token, 'th');
    expect(th.page.body).toContain('id="reality-overlay"');
    expect(th.page.body).toContain('data-t-title="แจ้งเตือนเวลาเล่น"');
    expect(th.page.body).toContain('data-t-keep="เล่นต่อ"');
    expect(th.page.body).toContain(`data-url="${CHECK}"`);
    expect(th.page.body).toContain(`data-log-out-url="${LOG_OUT}"`);
    expect(th.page.body).toContain('data-currency="THB"');
    // The page's cookie is HttpOnly: no token rides in the page.
    expect(th.page.body).not.toContain('data-header-value');
    expect(th.page.body).not.toContain(th.cookie.split('=')[1]);
    expect(th.page.body).toContain(
      '<script src="/protection/assets/reality-check-overlay.js" defer>',
    );
    // The script comes from this origin, which is all the CSP lets a script come from.
    expect(th.page.headers['content-security-policy']).toContain("script-src 'self'");
    const en = await openPage(m.token, 'en');
    expect(en.page.body).toContain('data-t-title="Reality check"');
  });

  it('a guest page, with no session of its own, carries no check', async () => {
    const guest = await t.app.inject({ url: `/m/lotto-h5/${t.merchant.code}/ent/games/101` });
    expect(guest.statusCode).toBe(200);
    expect(guest.body).not.toContain('reality-overlay');
  });

  it('is counted on the server from the login, and due at each interval', async () => {
    const m = await registerMember(t.app);
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/wps/member/protection/realityCheck',
      headers: auth(m.token),
      payload: { intervalMinutes: 10 },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const { cookie } = await openPage(m.token);
    const res = await checkOf(cookie);
    expect(res.headers['cache-control']).toBe('no-store');
    const first = res.json().value;
    expect(first).toMatchObject({ intervalMinutes: 10, checksDue: 0 });
    expect(first.nextAt).toBe(first.sessionStartedAt + 10 * MINUTE);
    // The server's clock moves; the browser's plays no part.
    now = new Date(now.getTime() + 11 * MINUTE);
    const due = (await checkOf(cookie)).json().value;
    expect(due).toMatchObject({ checksDue: 1, nextAt: first.sessionStartedAt + 20 * MINUTE });
    expect(due.playedMs).toBeGreaterThanOrEqual(11 * MINUTE);
    // The app's own call gives the same answer for the same login.
    const app = (
      await t.app.inject({ url: '/wps/member/protection/realityCheck', headers: auth(m.token) })
    ).json().value;
    expect(app.sessionStartedAt).toBe(due.sessionStartedAt);
    expect(app.checksDue).toBe(1);
  });

  it('a page session that is not live gets no check', async () => {
    expect((await checkOf('lotto_h5_session=not-a-session')).statusCode).toBe(401);
    expect((await t.app.inject({ url: CHECK })).statusCode).toBe(401);
    // The member's own token is no page session.
    const m = await registerMember(t.app);
    expect((await t.app.inject({ url: CHECK, headers: auth(m.token) })).statusCode).toBe(401);
  });

  it('log out from the check ends the login session, and the page session with it', async () => {
    const m = await registerMember(t.app);
    const { cookie } = await openPage(m.token);
    const out = await t.app.inject({ method: 'POST', url: LOG_OUT, headers: { cookie } });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ success: true, value: null });
    const after = await t.app.inject({
      url: '/wps/member/protection/realityCheck',
      headers: auth(m.token),
    });
    expect(after.statusCode).toBe(401);
    expect((await checkOf(cookie)).statusCode).toBe(401);
    // The slip's calls stop too.
    const balance = await t.app.inject({ url: '/m/lotto-h5/lgw/balance', headers: { cookie } });
    expect(balance.statusCode).toBe(401);
  });

  it('log out without a live page session changes nothing', async () => {
    const m = await registerMember(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: LOG_OUT,
      headers: { cookie: 'lotto_h5_session=not-a-session' },
    });
    expect(out.statusCode).toBe(200);
    const still = await t.app.inject({
      url: '/wps/member/protection/realityCheck',
      headers: auth(m.token),
    });
    expect(still.statusCode).toBe(200);
  });
});
