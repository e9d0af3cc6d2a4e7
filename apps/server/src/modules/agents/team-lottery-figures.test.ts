import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TeamBetsValue, TeamOverviewValue, TeamPnlValue } from '@lotto/contract';
import { members } from '../../db/schema';
import { seedLottery } from '../../db/seed/demo-lottery';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { auth, newUsername, registerMember, type Registered } from '../../../test/helpers/accounts';
import { merchantToday } from '../ops/ops-dashboard.service';
import { movableClock } from '../ops/ops.test-support';
import { teamFigures } from './contracts.repository';
import { teamFixture, units } from './team.test-support';

const ZONE = 'Asia/Bangkok';
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const HOUR = 3_600_000;

/**
 * Lottery orders in the agent's team figures. The agent (41) has sub (1) with player p1 under it,
 * and p3 and p2 directly under the agent. Today (Bangkok):
 * - vendor bets: p1 100 (lost) at 01:00, p3 10 won 30 at 01:00;
 * - p1's lottery order at 02:00: 50 won 120 and 30 lost, both settled at 03:00;
 * - p1's order placed yesterday at 23:00, its 10 lost settled today at 01:30;
 * - p2's order: 20 open; p3's order: 40 cancelled; p3's play-money order: 70 lost.
 */
describe('team figures count settled lottery sub-orders beside vendor bets', () => {
  let t: TestApp;
  const clock = movableClock();
  const today = merchantToday(new Date(), ZONE);
  const midnight = Date.parse(`${today}T00:00:00+07:00`);
  clock.advance(midnight + 12 * HOUR - Date.now());
  const at = (ms: number) => new Date(ms);
  let agent: Registered;
  let prefix: string;
  let lotteryName: string;
  const ids: Record<string, number> = {};

  const get = async <T>(url: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...auth(agent.token), Language: 'en' },
    });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<{ value: T }>().value;
  };
  const name = (who: string) => `${prefix}${who}`;

  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const db = t.database.db;
    agent = await registerMember(t.app);
    const [row] = await db.select().from(members).where(eq(members.username, agent.username));
    await db.update(members).set({ customerType: 41 }).where(eq(members.id, row!.id));
    ids.agent = row!.id;
    prefix = newUsername();
    const f = teamFixture(db, 'DEMO', 'THB', prefix);
    ids.sub = await f.member('sub', 1, ids.agent);
    ids.p1 = await f.member('p1', 0, ids.sub);
    ids.p2 = await f.member('p2', 0, ids.agent);
    ids.p3 = await f.member('p3', 0, ids.agent);
    await seedLottery(db, 'DEMO');
    const game = rowsOf<{ game_code: string; name: Record<string, string> }>(
      await db.execute(
        sql`select game_code, name from lottery_games where merchant_code = 'DEMO' order by id limit 1`,
      ),
    )[0]!;
    lotteryName = game.name.en!;
    const code = game.game_code;
    await f.bet(ids.p1, 100, { win: 0, createdAt: at(midnight + HOUR) });
    await f.bet(ids.p3, 10, { win: 30, createdAt: at(midnight + HOUR) });
    const settled = at(midnight + 3 * HOUR);
    await f.lotteryOrder(ids.p1, code, at(midnight + 2 * HOUR), [
      { stake: 50, status: 'won', win: 120, settledAt: settled, numero: 'D1' },
      { stake: 30, status: 'lost', settledAt: settled, numero: 'D1' },
    ]);
    await f.lotteryOrder(ids.p1, code, at(midnight - HOUR), [
      { stake: 10, status: 'lost', settledAt: at(midnight + 1.5 * HOUR) },
    ]);
    await f.lotteryOrder(ids.p2, code, at(midnight + 4 * HOUR), [{ stake: 20, status: 'open' }]);
    await f.lotteryOrder(ids.p3, code, at(midnight + 4 * HOUR), [
      { stake: 40, status: 'cancelled' },
    ]);
    await f.lotteryOrder(ids.p3, code, at(midnight + 5 * HOUR), [{ stake: 70, status: 'lost' }], {
      play: true,
    });
  });
  afterAll(() => t.close());

  it('team profit and loss adds the sub-orders settled in the range, once each', async () => {
    const v = await get<TeamPnlValue>('/wps/agent/team/pnl?range=today');
    const byName = Object.fromEntries(v.list.map((r) => [r.username, r]));
    // sub's team: p1's vendor 100, and 50 (won 120), 30 and yesterday's order's 10, settled today.
    expect(byName[name('sub')]).toMatchObject({
      count: 4,
      stake: '190.0000',
      win: '120.0000',
      net: '-70.0000',
    });
    // p2's open sub-order, p3's cancelled and play-money ones do not count.
    expect(byName[name('p2')]).toMatchObject({ count: 0, stake: '0.0000' });
    expect(byName[name('p3')]).toMatchObject({ count: 1, stake: '10.0000', win: '30.0000' });
    expect(v.total).toMatchObject({ count: 5, stake: '200.0000', win: '150.0000' });
    const all = await get<TeamPnlValue>('/wps/agent/team/pnl?range=today&scope=all');
    expect(all.list.find((r) => r.username === name('p1'))).toMatchObject({
      count: 4,
      stake: '190.0000',
    });
    // Yesterday: the order placed then settled today, so nothing.
    const y = await get<TeamPnlValue>('/wps/agent/team/pnl?range=yesterday');
    expect(y.total).toMatchObject({ count: 0, stake: '0.0000' });
  });

  it('the team overview adds them to valid bets, win and active players', async () => {
    const v = await get<TeamOverviewValue>(`/wps/agent/team/overview?from=${today}&to=${today}`);
    expect(v).toMatchObject({ validBets: '200.0000', win: '150.0000', activePlayers: 2 });
  });

  it('contract figures add them by settlement time, per day and per hour', async () => {
    const db = t.database.db;
    const day = await teamFigures(db, ids.agent!, at(midnight), at(midnight + 24 * HOUR));
    expect(day).toEqual({ turnover: units(200), win: units(150), activePlayers: 2 });
    const sub = await teamFigures(db, ids.sub!, at(midnight), at(midnight + 24 * HOUR));
    expect(sub).toEqual({ turnover: units(190), win: units(120), activePlayers: 1 });
    // 03:00–04:00: the two sub-orders settled at 03:00 only (their order was placed at 02:00).
    const hour = await teamFigures(
      db,
      ids.agent!,
      at(midnight + 3 * HOUR),
      at(midnight + 4 * HOUR),
    );
    expect(hour).toEqual({ turnover: units(80), win: units(120), activePlayers: 1 });
  });

  it("team betting lists the team's sub-orders with the lottery's name and draw", async () => {
    const v = await get<TeamBetsValue>('/wps/agent/team/bets?range=today&scope=all');
    // 2 vendor bets and 5 sub-orders placed today (yesterday's order is not listed).
    expect(v.list).toHaveLength(7);
    const times = v.list.map((b) => b.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const won = v.list.find((b) => b.gameType === 'LOTT' && b.win === '120.0000');
    expect(won).toMatchObject({
      username: name('p1'),
      vendor: 'LOTTO',
      gameName: lotteryName,
      draw: 'D1',
      stake: '50.0000',
      status: 'settled',
    });
    expect(
      v.list
        .filter((b) => b.gameType === 'LOTT')
        .map((b) => b.status)
        .sort(),
    ).toEqual(['open', 'rolled_back', 'settled', 'settled', 'settled'].sort());
    expect(v.list.filter((b) => b.gameType !== 'LOTT').every((b) => b.draw === null)).toBe(true);
    // Totals: vendor 110 (win 30) and the sub-orders placed today but the cancelled one.
    expect(v.totals).toEqual({ count: 6, stake: '280.0000', win: '150.0000', net: '-130.0000' });

    const lott = await get<TeamBetsValue>(
      '/wps/agent/team/bets?range=today&scope=all&gameType=LOTT',
    );
    expect(lott.list).toHaveLength(5);
    expect(lott.totals).toMatchObject({ count: 4, stake: '170.0000' });
    const byVendor = await get<TeamBetsValue>(
      '/wps/agent/team/bets?range=today&scope=all&vendor=LOTTO',
    );
    expect(byVendor.list).toHaveLength(5);
    const rng = await get<TeamBetsValue>('/wps/agent/team/bets?range=today&scope=all&gameType=RNG');
    expect(rng.list.map((b) => b.gameType)).toEqual(['RNG', 'RNG']);
    expect(rng.totals).toMatchObject({ count: 2, stake: '110.0000' });

    // Pages of 3 hold every row once.
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const p = await get<TeamBetsValue>(
        `/wps/agent/team/bets?range=today&scope=all&pageSize=3&pageNo=${page}`,
      );
      expect(p.hasMore).toBe(page < 3);
      seen.push(...p.list.map((b) => b.txId));
    }
    expect(new Set(seen).size).toBe(7);
  });
});
