import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ErrorCode,
  type TeamBetsValue,
  type TeamPnlValue,
  type TeamTransactionsValue,
} from '@lotto/contract';
import { members } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { auth, newUsername, registerMember, type Registered } from '../../../test/helpers/accounts';
import { fromUnits } from '../../lib/money';
import { merchantToday } from '../ops/ops-dashboard.service';
import { movableClock } from '../ops/ops.test-support';
import { payAgentRebatesForDay } from './rebate-payouts.service';
import { teamFixture, units } from './team.test-support';

const ZONE = 'Asia/Bangkok';
const HOUR = 3_600_000;

/**
 * The team of `agent` (type 41, RNG 2 %): sub (type 1, RNG 1 %) with players p1 and p2 under it,
 * and p3 directly under the agent; an outsider elsewhere. Bets today (Bangkok) and one at 23:30
 * yesterday Bangkok, which is 16:30 UTC: the same UTC date as today's early hours.
 */
describe('team reports: profit and loss, betting and transactions from the bets and the ledger', () => {
  let t: TestApp;
  const clock = movableClock();
  const today = merchantToday(new Date(), ZONE);
  const midnight = Date.parse(`${today}T00:00:00+07:00`);
  clock.advance(midnight + 12 * HOUR - Date.now());
  const yesterday = merchantToday(new Date(midnight - HOUR), ZONE);
  const at = (ms: number) => new Date(ms);

  let agent: Registered;
  let prefix: string;
  const ids: Record<string, number> = {};
  /** Every bet written: who, stake, win, status, type, day (Bangkok). */
  const written: {
    who: string;
    stake: bigint;
    win: bigint;
    status: string;
    type: string;
    day: string;
  }[] = [];

  const get = async <T>(url: string, token = agent.token) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<{ value: T }>().value;
  };

  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const db = t.database.db;
    agent = await registerMember(t.app);
    const [row] = await db.select().from(members).where(eq(members.username, agent.username));
    await db.update(members).set({ customerType: 41 }).where(eq(members.id, row!.id));
    ids.agent = row!.id;
    prefix = newUsername();
    const f = teamFixture(db, 'DEMO', 'THB', prefix);
    await db.execute(
      sql`insert into agent_rebate_rates (member_id, category, rate_bp) values (${row!.id}, 'RNG', 200)`,
    );
    ids.sub = await f.member('sub', 1, ids.agent, { RNG: 100 });
    ids.p1 = await f.member('p1', 0, ids.sub);
    ids.p2 = await f.member('p2', 0, ids.sub);
    ids.p3 = await f.member('p3', 0, ids.agent);
    ids.out = await f.member('out', 0, null);
    const bet = async (
      who: string,
      stake: number,
      win: number,
      when: number,
      opts: { status?: 'open' | 'settled' | 'rolled_back'; gameType?: string } = {},
    ) => {
      await f.bet(ids[who]!, stake, { win, createdAt: at(when), ...opts });
      written.push({
        who,
        stake: units(stake),
        win: opts.status === 'open' ? 0n : units(win),
        status: opts.status ?? 'settled',
        type: opts.gameType ?? 'RNG',
        day: merchantToday(at(when), ZONE),
      });
    };
    await bet('p1', 100, 0, midnight + HOUR);
    await bet('p1', 40, 90, midnight + 2 * HOUR, { gameType: 'LIVE' });
    await bet('p2', 25, 0, midnight + 3 * HOUR, { status: 'open' });
    await bet('p2', 60, 0, midnight + 3 * HOUR, { status: 'rolled_back' });
    await bet('p3', 10, 30, midnight + 4 * HOUR);
    await bet('sub', 20, 0, midnight + 5 * HOUR);
    await bet('p3', 500, 0, midnight - HOUR / 2); // yesterday 23:30 Bangkok
    await bet('out', 999, 0, midnight + HOUR);
    await payAgentRebatesForDay(db, t.merchant, today, clock.clock());
  });
  afterAll(() => t.close());

  /** The sums of the written bets that count (rolled back ones do not), by a filter. */
  const sums = (keep: (b: (typeof written)[number]) => boolean) => {
    const counted = written.filter((b) => b.status !== 'rolled_back' && keep(b));
    const stake = counted.reduce((s, b) => s + b.stake, 0n);
    const win = counted.reduce((s, b) => s + b.win, 0n);
    return {
      count: counted.length,
      stake: fromUnits(stake),
      win: fromUnits(win),
      net: fromUnits(win - stake),
    };
  };
  const name = (who: string) => `${prefix}${who}`;

  it('profit and loss per direct downline equals the sums of its team’s bets; drill-down and whole team too', async () => {
    const inSub = (b: (typeof written)[number]) => ['sub', 'p1', 'p2'].includes(b.who);
    const v = await get<TeamPnlValue>('/wps/agent/team/pnl?range=today');
    expect(v.period).toEqual({ from: today, to: today, timeZone: ZONE });
    expect(v.parent).toBe(agent.username);
    const byName = Object.fromEntries(v.list.map((r) => [r.username, r]));
    expect(Object.keys(byName).sort()).toEqual([name('p3'), name('sub')].sort());
    expect(byName[name('sub')]).toMatchObject({
      ...sums((b) => b.day === today && inSub(b)),
      teamSize: 2,
      depth: 1,
    });
    expect(byName[name('p3')]).toMatchObject(sums((b) => b.day === today && b.who === 'p3'));
    const team = (b: (typeof written)[number]) => b.who !== 'out';
    expect(v.total).toMatchObject(sums((b) => b.day === today && team(b)));
    // The sub-agent earned 1 % of its players' settled slots: p1's 100 (its own bet: nothing).
    expect(byName[name('sub')]!.rebate).toBe('1.0000');
    expect(v.total.rebate).toBe('1.0000');

    // Yesterday in Bangkok holds p3's 23:30 bet only.
    const y = await get<TeamPnlValue>('/wps/agent/team/pnl?range=yesterday');
    expect(y.total).toMatchObject(sums((b) => b.day === yesterday && team(b)));
    expect(y.total.count).toBe(1);

    // Drill into the sub-agent: its players.
    const d = await get<TeamPnlValue>(`/wps/agent/team/pnl?range=today&username=${name('sub')}`);
    expect(d.parent).toBe(name('sub'));
    expect(d.list.map((r) => r.username).sort()).toEqual([name('p1'), name('p2')].sort());
    expect(d.total).toMatchObject(sums((b) => b.day === today && ['p1', 'p2'].includes(b.who)));

    // The whole team: every member with its own bets, and the same total.
    const all = await get<TeamPnlValue>('/wps/agent/team/pnl?range=today&scope=all&pageSize=2');
    expect(all.totalPages).toBe(2);
    const page2 = await get<TeamPnlValue>(
      '/wps/agent/team/pnl?range=today&scope=all&pageSize=2&pageNo=2',
    );
    const rows = [...all.list, ...page2.list];
    expect(rows.map((r) => r.username).sort()).toEqual(['sub', 'p1', 'p2', 'p3'].map(name).sort());
    for (const who of ['sub', 'p1', 'p2', 'p3'])
      expect(rows.find((r) => r.username === name(who))).toMatchObject(
        sums((b) => b.day === today && b.who === who),
      );
    expect(all.total).toEqual(v.total);
  });

  it("team betting lists every bet of the team with the betting record's filters and totals", async () => {
    const v = await get<TeamBetsValue>('/wps/agent/team/bets?range=today&scope=all');
    const team = (b: (typeof written)[number]) => b.who !== 'out' && b.day === today;
    expect(v.list).toHaveLength(written.filter(team).length);
    expect(v.list.every((b) => b.username !== name('out'))).toBe(true);
    // Newest first.
    const times = v.list.map((b) => b.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(v.totals).toEqual(sums(team));

    const direct = await get<TeamBetsValue>('/wps/agent/team/bets?range=today');
    expect(new Set(direct.list.map((b) => b.username))).toEqual(new Set([name('sub'), name('p3')]));
    const live = await get<TeamBetsValue>(
      '/wps/agent/team/bets?range=today&scope=all&gameType=LIVE',
    );
    expect(live.list.map((b) => b.gameType)).toEqual(['LIVE']);
    expect(live.totals).toEqual(sums((b) => team(b) && b.type === 'LIVE'));
    const one = await get<TeamBetsValue>(`/wps/agent/team/bets?range=today&username=${name('p2')}`);
    expect(one.list.map((b) => b.status).sort()).toEqual(['open', 'rolled_back']);
    const paged = await get<TeamBetsValue>('/wps/agent/team/bets?range=today&scope=all&pageSize=2');
    expect(paged.list).toHaveLength(2);
    expect(paged.hasMore).toBe(true);
    // The web pages by cursor: each `next` asked as `before` gives the rest, once each, in order.
    const walked = [...paged.list];
    let last = paged;
    while (last.next) {
      last = await get<TeamBetsValue>(
        `/wps/agent/team/bets?range=today&scope=all&pageSize=2&before=${last.next}`,
      );
      expect(last.totals).toEqual(v.totals);
      walked.push(...last.list);
    }
    expect(last.hasMore).toBe(false);
    expect(last.next).toBeNull();
    expect(walked.map((b) => b.txId)).toEqual(v.list.map((b) => b.txId));
  });

  it("team transactions list the team's ledger movements", async () => {
    const v = await get<TeamTransactionsValue>(
      `/wps/agent/team/transactions?range=today&username=${name('sub')}&kind=agent_rebate`,
    );
    expect(v.list).toEqual([
      expect.objectContaining({ username: name('sub'), kind: 'agent_rebate', amount: '1.0000' }),
    ]);
    const all = await get<TeamTransactionsValue>(
      '/wps/agent/team/transactions?range=today&scope=all',
    );
    expect(all.list.every((e) => e.username !== agent.username)).toBe(true);
  });

  it('refuses a member outside the team (naming username), and a member without the agent option', async () => {
    for (const path of ['pnl', 'bets', 'transactions']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/wps/agent/team/${path}?range=today&username=${name('out')}`,
        headers: auth(agent.token),
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({
        code: ErrorCode.NOT_IN_TEAM,
        value: { fields: { username: expect.any(String) } },
      });
    }
    const player = await registerMember(t.app);
    for (const path of ['team/pnl', 'team/bets', 'team/transactions', 'rebates']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/wps/agent/${path}`,
        headers: auth(player.token),
      });
      expect(res.statusCode, path).toBe(403);
      expect(res.json().code).toBe(ErrorCode.NOT_AGENT);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/team/pnl?range=custom&from=2026-01-10&to=2026-01-01',
      headers: auth(agent.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('"to"');
  });
});
