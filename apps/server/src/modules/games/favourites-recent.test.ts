import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { GameItem } from '@lotto/contract';
import { games } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';

describe('favourites and recent games', () => {
  let t: TestApp;
  let now = new Date('2026-03-01T10:00:00Z');
  let some: { nodeId: number; vendorCode: string; gameType: string }[];
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now });
    some = await t.database.db
      .select({ nodeId: games.nodeId, vendorCode: games.vendorCode, gameType: games.gameType })
      .from(games)
      .where(and(eq(games.merchantCode, 'DEMO'), eq(games.gameType, 'RNG')))
      .orderBy(asc(games.nodeId))
      .limit(20);
  });
  afterAll(() => t.close());

  it('favourites need a session', async () => {
    expect((await t.app.inject({ url: '/lgw/games/favourites/ids' })).statusCode).toBe(401);
    const add = await t.app.inject({
      method: 'POST',
      url: '/lgw/games/favourites',
      payload: { nodeId: some[0]!.nodeId, vendor: some[0]!.vendorCode },
    });
    expect(add.statusCode).toBe(401);
  });

  it('adding twice and removing twice are not errors; ids and list follow', async () => {
    const m = await memberWithSession(t.database.db);
    const add = (g: (typeof some)[number]) =>
      t.app.inject({
        method: 'POST',
        url: '/lgw/games/favourites',
        headers: m.headers,
        payload: { nodeId: g.nodeId, vendor: g.vendorCode },
      });
    for (const g of some.slice(0, 3)) {
      now = new Date(now.getTime() + 1000);
      const res = await add(g);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, value: null });
    }
    expect((await add(some[0]!)).json().success).toBe(true);
    const ids = await t.app.inject({
      url: '/lgw/games/favourites/ids?pageNo=1&pageSize=1000',
      headers: m.headers,
    });
    expect(ids.json().value).toEqual({
      content: [some[2]!.nodeId, some[1]!.nodeId, some[0]!.nodeId],
      pageNum: 1,
      totalPages: 1,
    });
    const page = await t.app.inject({
      url: '/lgw/games/favourites?pageNo=2&pageSize=2&language=en',
      headers: m.headers,
    });
    expect(page.json().value.content.map((g: GameItem) => g.nodeId)).toEqual([some[0]!.nodeId]);
    expect(page.json().value).toMatchObject({ pageNum: 2, totalPages: 2 });

    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/lgw/games/favourites?nodeId=${some[1]!.nodeId}&vendor=${some[1]!.vendorCode}`,
        headers: m.headers,
      });
    expect((await remove()).statusCode).toBe(200);
    expect((await remove()).json()).toEqual({ success: true, value: null });
    const after = await t.app.inject({ url: '/lgw/games/favourites/ids', headers: m.headers });
    expect(after.json().value.content).toEqual([some[2]!.nodeId, some[0]!.nodeId]);
    // Another member sees none of them.
    const other = await memberWithSession(t.database.db);
    expect(
      (await t.app.inject({ url: '/lgw/games/favourites/ids', headers: other.headers })).json()
        .value.content,
    ).toEqual([]);
  });

  it('refuses an unknown game, a wrong vendor and bad input', async () => {
    const m = await memberWithSession(t.database.db);
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/lgw/games/favourites', headers: m.headers, payload });
    expect((await post({ nodeId: 999999999, vendor: 'PG' })).statusCode).toBe(404);
    expect((await post({ nodeId: some[0]!.nodeId, vendor: 'NOPE' })).statusCode).toBe(404);
    const bad = await post({ nodeId: 'x', vendor: 'PG' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields)).toContain('nodeId');
  });

  it('recent games: newest first, moved up when played again, paged by 10, filtered by type', async () => {
    const m = await memberWithSession(t.database.db);
    const live = await t.database.db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(and(eq(games.merchantCode, 'DEMO'), eq(games.gameType, 'LIVE')))
      .limit(1);
    const played = [...some.slice(0, 12).map((g) => g.nodeId), live[0]!.nodeId];
    for (const nodeId of played) {
      now = new Date(now.getTime() + 1000);
      const res = await t.app.inject({
        url: `/lgw/games/recent/add?nodeId=${nodeId}`,
        headers: m.headers,
      });
      expect(res.statusCode).toBe(200);
    }
    now = new Date(now.getTime() + 1000);
    await t.app.inject({
      url: `/lgw/games/recent/add?nodeId=${some[0]!.nodeId}`,
      headers: m.headers,
    });

    const recent = async (q: string) =>
      (await t.app.inject({ url: `/lgw/games/recent?${q}`, headers: m.headers })).json().value as {
        list: GameItem[];
        totalPages: number;
      };
    const first = await recent('page=1&pageSize=10&language=en&clientType=2');
    expect(first.totalPages).toBe(2);
    expect(first.list.map((g) => g.nodeId)).toEqual([
      some[0]!.nodeId,
      live[0]!.nodeId,
      ...some
        .slice(4, 12)
        .map((g) => g.nodeId)
        .reverse()
        .slice(0, 8),
    ]);
    const second = await recent('page=2&pageSize=10');
    expect(second.list.map((g) => g.nodeId)).toEqual(
      some
        .slice(1, 4)
        .map((g) => g.nodeId)
        .reverse(),
    );
    const rng = await recent('gameType=RNG');
    expect(rng.list.every((g) => g.gameType === 'RNG')).toBe(true);
    expect(rng.totalPages).toBe(2);
    const liveOnly = await recent('gameType=LIVE');
    expect(liveOnly.list.map((g) => g.nodeId)).toEqual([live[0]!.nodeId]);
    expect((await t.app.inject({ url: '/lgw/games/recent' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/lgw/games/recent?gameType=HOT', headers: m.headers }))
        .statusCode,
    ).toBe(400);
  });
});
