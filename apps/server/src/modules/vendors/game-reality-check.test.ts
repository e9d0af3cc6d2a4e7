import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { games } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { auth, registerMember } from '../../../test/helpers/accounts';

const MINUTE = 60_000;

/**
 * Issue 34: the reality check over a running game. The game page (outside the app) asks the
 * server for the check of the platform session behind its game session, counted by the
 * server's clock, and its log out ends that platform session.
 */
describe('the reality check over a running game', () => {
  let t: TestApp;
  let now = new Date();
  let launchUrl: string;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now });
    const [game] = await t.database.db
      .select({ nodeId: games.nodeId, vendorCode: games.vendorCode, gameId: games.gameId })
      .from(games)
      .where(and(eq(games.merchantCode, 'DEMO'), eq(games.gameType, 'RNG')))
      .orderBy(asc(games.nodeId))
      .limit(1);
    launchUrl = `/wps/game/launchGame?category=RNG&vendor=${game!.vendorCode}&gameId=${game!.gameId}&nodeId=${game!.nodeId}&platform=MOBILE`;
  });
  afterAll(() => t.close());

  const openGame = async (token: string, language = 'en') => {
    const launched = await t.app.inject({
      url: launchUrl,
      headers: { ...auth(token), language },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const page = await t.app.inject({ url: launched.json().value.gameUrl });
    expect(page.statusCode).toBe(200);
    return { body: page.body, session: /data-session="([^"]+)"/.exec(page.body)![1]! };
  };
  const checkOf = (session: string) =>
    t.app.inject({ url: '/vendor/demo/realityCheck', headers: { 'x-demo-session': session } });

  it('the game page carries the check in the player language, and its script is served', async () => {
    const m = await registerMember(t.app);
    const th = await openGame(m.token, 'th');
    expect(th.body).toContain('id="reality-overlay"');
    expect(th.body).toContain('data-t-title="แจ้งเตือนเวลาเล่น"');
    expect(th.body).toContain('data-t-keep="เล่นต่อ"');
    expect(th.body).toContain('src="/protection/assets/reality-check-overlay.js"');
    const en = await openGame(m.token, 'en');
    expect(en.body).toContain('data-t-title="Reality check"');
    const script = await t.app.inject({ url: '/protection/assets/reality-check-overlay.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('realityCheckAnswered:');
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
    const { session } = await openGame(m.token);
    const first = (await checkOf(session)).json().value;
    expect(first).toMatchObject({ intervalMinutes: 10, checksDue: 0 });
    expect(first.nextAt).toBe(first.sessionStartedAt + 10 * MINUTE);
    // The server's clock moves; the browser's plays no part.
    now = new Date(now.getTime() + 11 * MINUTE);
    const due = (await checkOf(session)).json().value;
    expect(due).toMatchObject({ checksDue: 1, nextAt: first.sessionStartedAt + 20 * MINUTE });
    expect(due.playedMs).toBeGreaterThanOrEqual(11 * MINUTE);
    // The app's own call gives the same answer for the same session.
    const app = (
      await t.app.inject({ url: '/wps/member/protection/realityCheck', headers: auth(m.token) })
    ).json().value;
    expect(app.sessionStartedAt).toBe(due.sessionStartedAt);
    expect(app.checksDue).toBe(1);
  });

  it('a game session that is not live gets no check', async () => {
    expect((await checkOf('not-a-session')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/vendor/demo/realityCheck' })).statusCode).toBe(401);
  });

  it('log out from the check ends the platform session and the game with it', async () => {
    const m = await registerMember(t.app);
    const { session } = await openGame(m.token);
    const out = await t.app.inject({
      method: 'POST',
      url: '/vendor/demo/logOut',
      headers: { 'x-demo-session': session },
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      url: '/wps/member/protection/realityCheck',
      headers: auth(m.token),
    });
    expect(after.statusCode).toBe(401);
    expect((await checkOf(session)).statusCode).toBe(401);
  });

  it('the development route moves the login back, so a check falls due at once', async () => {
    const m = await registerMember(t.app);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/dev/protection/sessionStart',
      headers: auth(m.token),
      payload: { minutesAgo: 61 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const value = (
      await t.app.inject({ url: '/wps/member/protection/realityCheck', headers: auth(m.token) })
    ).json().value;
    expect(value).toMatchObject({ intervalMinutes: 60, checksDue: 1 });
  });
});
