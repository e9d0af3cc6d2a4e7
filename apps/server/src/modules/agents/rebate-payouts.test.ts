import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode, type TransactionRecordsValue } from '@lotto/contract';
import {
  agentRebatePayouts,
  agentTree,
  auditLog,
  ledgerTransactions,
  members,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { auth, GOOD_PASSWORD, newUsername, registerMember } from '../../../test/helpers/accounts';
import { memberBalances } from '../ledger/ledger.service';
import { merchantToday } from '../ops/ops-dashboard.service';
import { movableClock } from '../ops/ops.test-support';
import { payAgentRebatesForDay, runAgentRebates } from './rebate-payouts.service';
import { setQuota } from './rebate-quotas';
import { teamFixture, units } from './team.test-support';

const ZONE = 'Asia/Bangkok';
const HOUR = 3_600_000;

describe('agent rebates: rate differences up the line, paid once per bet and level', () => {
  let t: TestApp;
  const clock = movableClock();
  const today = merchantToday(new Date(), ZONE);
  const midnight = Date.parse(`${today}T00:00:00+07:00`);
  clock.advance(midnight + 12 * HOUR - Date.now());
  const yesterday = merchantToday(new Date(midnight - HOUR), ZONE);
  const at = (ms: number) => new Date(ms);

  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    expect(t.merchant.timeZone).toBe(ZONE);
  });
  afterAll(() => t.close());

  const cash = async (id: number) => (await memberBalances(t.database.db, id, 'THB')).cash;
  const rebateTransactions = async (id: number) =>
    t.database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.memberId, id), eq(ledgerTransactions.kind, 'agent_rebate')));

  it('pays each upline its rate minus the rate below it, in whole currency units, once under concurrent runs', async () => {
    const db = t.database.db;
    const f = teamFixture(db, 'DEMO', 'THB', newUsername());
    // top 3 %, sub 2 %, sub-sub 1.5 %, the player 0 in slots (RNG); live casino only the top.
    const top = await f.member('top', 41, null, { RNG: 300, LIVE: 100 });
    const sub = await f.member('sub', 1, top, { RNG: 200 });
    const subsub = await f.member('ss', 1, sub, { RNG: 150 });
    const player = await f.member('p', 0, subsub);
    const noon = midnight + 12 * HOUR - 2 * HOUR;

    await f.bet(player, '333.33', { win: 0, createdAt: at(noon) });
    // The sub-sub agent's own bet: only the two above it earn.
    await f.bet(subsub, 100, { win: 150, createdAt: at(noon) });
    // Live casino: the top earns its whole rate (nobody below has one).
    await f.bet(player, 50, { win: 0, gameType: 'LIVE', createdAt: at(noon) });
    // None of these pays: open, rolled back, play money, yesterday's, no game type.
    await f.bet(player, 1000, { status: 'open', createdAt: at(noon) });
    await f.bet(player, 1000, { status: 'rolled_back', createdAt: at(noon) });
    await f.bet(player, 1000, { play: true, createdAt: at(noon) });
    await f.bet(player, 1000, { createdAt: at(midnight - HOUR) });
    await f.bet(player, 1000, { gameType: null, createdAt: at(noon) });

    const merchant = t.merchant;
    const runs = await Promise.all([
      payAgentRebatesForDay(db, merchant, today, clock.clock()),
      payAgentRebatesForDay(db, merchant, today, clock.clock()),
    ]);
    // One run claimed every (bet, upline) pair: 3 + 2 in slots, the top's live casino; the
    // other found them claimed.
    expect(runs.map((r) => r.claims).sort()).toEqual([0, 6]);

    // 333.33 × 1.5 % = 4.999 95 → 4.99; × 0.5 % = 1.666 65 → 1.66; × 1 % = 3.3333 → 3.33.
    // 100 × 0.5 % = 0.50 to the sub, × 1 % = 1.00 to the top; 50 × 1 % live = 0.50 to the top.
    expect(await cash(subsub)).toBe(units('4.99'));
    expect(await cash(sub)).toBe(units('1.66') + units('0.50'));
    expect(await cash(top)).toBe(units('3.33') + units('1.00') + units('0.50'));
    expect(await cash(player)).toBe(0n);
    for (const id of [top, sub, subsub]) expect(await rebateTransactions(id)).toHaveLength(1);

    // Every pair's row keeps the stake, the difference and the ledger transaction that paid it.
    const rows = await db
      .select()
      .from(agentRebatePayouts)
      .where(eq(agentRebatePayouts.agentId, top));
    expect(rows.map((r) => [r.category, r.rateDiffBp, r.amount]).sort()).toEqual([
      ['LIVE', 100, units('0.50')],
      ['RNG', 100, units('1.00')],
      ['RNG', 100, units('3.33')],
    ]);
    const [paidBy] = await rebateTransactions(top);
    expect(rows.every((r) => r.transactionId === paidBy!.id)).toBe(true);
    // The sum of the rows is what the ledger paid: the statement can be recomputed.
    expect(rows.reduce((s, r) => s + r.amount, 0n)).toBe(await cash(top));

    // A third run pays nothing; a bet settled later the same day is paid on its own.
    expect((await payAgentRebatesForDay(db, merchant, today, clock.clock())).claims).toBe(0);
    await f.bet(player, 10, { createdAt: at(noon + HOUR) });
    const later = await payAgentRebatesForDay(db, merchant, today, clock.clock());
    expect(later.claims).toBe(3);
    expect(await cash(subsub)).toBe(units('4.99') + units('0.15'));
    expect(await rebateTransactions(subsub)).toHaveLength(2);

    // Audited.
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agents.rebates.paid'), eq(auditLog.targetId, today)));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('a downline above its upline (rates changed later) earns its upline nothing, never less', async () => {
    const db = t.database.db;
    const f = teamFixture(db, 'DEMO', 'THB', newUsername());
    const top = await f.member('top', 41, null, { RNG: 100 });
    const sub = await f.member('sub', 1, top, { RNG: 200 });
    const player = await f.member('p', 0, sub);
    await f.bet(player, 100, { createdAt: at(midnight + HOUR) });
    await payAgentRebatesForDay(db, t.merchant, today, clock.clock());
    expect(await cash(sub)).toBe(units(2));
    expect(await cash(top)).toBe(0n);
  });

  it("the daily job pays the merchant's days that have ended, and the agent's record shows it", async () => {
    const db = t.database.db;
    const agent = await registerMember(t.app);
    const [row] = await db.select().from(members).where(eq(members.username, agent.username));
    await db.update(members).set({ customerType: 41 }).where(eq(members.id, row!.id));
    const f = teamFixture(db, 'DEMO', 'THB', newUsername());
    await db.execute(
      sql`insert into agent_rebate_rates (member_id, category, rate_bp) values (${row!.id}, 'RNG', 200)`,
    );
    const player = await f.member('p', 0, row!.id);
    // Yesterday 23:30 in Bangkok (16:30 UTC): yesterday's, whatever the server's zone.
    await f.bet(player, 500, { createdAt: at(midnight - HOUR / 2) });
    const before = await cash(row!.id);
    const runs = await runAgentRebates(db, clock.clock());
    expect(runs.some((r) => r.day === yesterday && r.claims >= 1)).toBe(true);
    expect((await cash(row!.id)) - before).toBe(units(10));
    // Run again: nothing more.
    await runAgentRebates(db, clock.clock());
    expect((await cash(row!.id)) - before).toBe(units(10));

    const res = await t.app.inject({
      method: 'GET',
      url: `/wps/wallet/reports/transactions?range=today&kind=agent_rebate`,
      headers: auth(agent.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ value: TransactionRecordsValue }>().value.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'agent_rebate', amount: '10.0000' });
  });

  it('a quota bounds how many downlines an agent opens at a rate: the next is a 400 naming the rate', async () => {
    const db = t.database.db;
    const agent = await registerMember(t.app);
    const [row] = await db.select().from(members).where(eq(members.username, agent.username));
    await db.update(members).set({ customerType: 41 }).where(eq(members.id, row!.id));
    await db.execute(
      sql`insert into agent_rebate_rates (member_id, category, rate_bp) values (${row!.id}, 'RNG', 200)`,
    );
    await setQuota(db, row!.id, 'RNG', 150, 1);
    const open = (rate: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/agent/downlines',
        headers: auth(agent.token),
        payload: {
          kind: 'agent',
          username: newUsername(),
          password: GOOD_PASSWORD,
          rates: { RNG: rate },
        },
      });
    expect((await open('1.5')).statusCode).toBe(200);
    const count = async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(agentTree)
          .where(eq(agentTree.ancestorId, row!.id))
      )[0]!.n;
    const before = await count();
    const refused = await open('1.5');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: ErrorCode.REBATE_QUOTA_EXCEEDED,
      value: { fields: { 'rates.RNG': expect.any(String) } },
    });
    expect(await count()).toEqual(before);
    // Another rate has no quota.
    expect((await open('1.4')).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/rebates',
      headers: auth(agent.token),
    });
    expect(res.json().value).toEqual({
      rates: { RNG: '2.00' },
      quotas: [{ category: 'RNG', rate: '1.50', quota: 1, used: 1 }],
    });
  });
});
