import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { games, members } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { auth, loginAs, randomIp, registerMember } from '../../../test/helpers/accounts';
import { endSessionsOfMember } from '../accounts/session-revocation.service';

/**
 * Security issue, defect 5: a game session ends with the platform session that launched it
 * (logout, password change, expiry, eviction by the session cap, a locked member, an operator).
 */
describe('game sessions end with the platform session', () => {
  let t: TestApp;
  let now = new Date();
  let launchUrl: string;
  beforeAll(async () => {
    t = await buildTestApp(undefined, {
      clock: () => now,
      session: { idleMinutes: 30, maxHours: 24, maxPerMember: 3 },
    });
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

  /** Launches a game with the token and opens its page: the game session's token. */
  const openGame = async (token: string) => {
    const launched = await t.app.inject({ url: launchUrl, headers: auth(token) });
    expect(launched.statusCode, launched.body).toBe(200);
    const page = await t.app.inject({ url: launched.json().value.gameUrl });
    expect(page.statusCode).toBe(200);
    return /data-session="([^"]+)"/.exec(page.body)![1]!;
  };
  const spin = (session: string) =>
    t.app.inject({
      method: 'POST',
      url: '/vendor/demo/spin',
      headers: { 'x-demo-session': session },
      payload: { bet: '1' },
    });
  const login = async (m: { username: string; password: string }) => {
    const res = await loginAs(t.app, m.username, m.password);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.token as string;
  };

  it('logout ends the games it launched', async () => {
    const m = await registerMember(t.app);
    const game = await openGame(m.token);
    expect((await spin(game)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/wps/session', headers: auth(m.token) });
    const after = await spin(game);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
  });

  it('a password change ends the games of the other sessions', async () => {
    const m = await registerMember(t.app);
    const game = await openGame(m.token);
    const other = await login(m);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/password',
      headers: auth(other),
      remoteAddress: randomIp(),
      payload: {
        oldPassword: m.password,
        newPassword: 'Mango-Sticky-Rice-77',
        confirmPassword: 'Mango-Sticky-Rice-77',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await spin(game)).statusCode).toBe(401);
  });

  it('an idle platform session ends its games, though the game session has time left', async () => {
    const m = await registerMember(t.app);
    const game = await openGame(m.token);
    now = new Date(now.getTime() + 31 * 60_000);
    expect((await spin(game)).statusCode).toBe(401);
  });

  it('playing keeps the platform session alive', async () => {
    const m = await registerMember(t.app);
    const game = await openGame(m.token);
    for (let i = 0; i < 3; i++) {
      now = new Date(now.getTime() + 20 * 60_000);
      expect((await spin(game)).statusCode).toBe(200);
    }
    expect(
      (await t.app.inject({ url: '/wps/member/info', headers: auth(m.token) })).statusCode,
    ).toBe(200);
  });

  it('eviction by the session cap, a locked member and an operator end games too', async () => {
    const m = await registerMember(t.app);
    const evicted = await openGame(m.token);
    for (let i = 0; i < 3; i++) await login(m);
    expect((await spin(evicted)).statusCode).toBe(401);

    const live = await login(m);
    const game = await openGame(live);
    expect((await spin(game)).statusCode).toBe(200);
    await t.database.db
      .update(members)
      .set({ disabled: true })
      .where(eq(members.username, m.username));
    expect((await spin(game)).statusCode).toBe(401);
    await t.database.db
      .update(members)
      .set({ disabled: false })
      .where(eq(members.username, m.username));
    expect((await spin(game)).statusCode).toBe(200);

    expect(await endSessionsOfMember(t.database.db, 'DEMO', m.username.toUpperCase())).toBe(3);
    expect((await spin(game)).statusCode).toBe(401);
  });
});
