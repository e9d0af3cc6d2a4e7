import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode, type AgentStatementValue } from '@lotto/contract';
import { agentContracts, agentRebateRates, type AgentContractTier } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { currencyMinorUnit, fromUnits } from '../../lib/money';
import { moneyMember } from '../money/money.test-support';
import { get, movableClock, operatorsOfRoles } from '../ops/ops.test-support';
import { runContractPayouts } from './contract-payouts.service';
import { placeUnder } from './hierarchy.service';
import { memberCash } from './member-cash.test-support';
import { payAgentRebatesForDay } from './rebate-payouts.service';
import { teamFixture } from './team.test-support';

const ZONE = 'Asia/Bangkok';
const HOUR = 3_600_000;
/** 2026-11-02 00:00 in Asia/Bangkok, the demo merchant's zone. */
const DAY = Date.parse('2026-11-01T17:00:00Z');
const DAY1 = '2026-11-02';
const DAY2 = '2026-11-03';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Issue 32 "Statements": an agent's rebates and contract statements of a range of days as one
 * document, recomputed here from the bets and the ledger with SQL of the test's own.
 */
describe("an agent's commission statement (issue 32)", () => {
  let t: TestApp;
  let owner = '';
  const clock = movableClock();
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    expect(t.merchant.timeZone).toBe(ZONE);
    owner = (await operatorsOfRoles(t, clock, ['owner'])).tokens.get('owner')!;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const { fund } = memberCash(() => t);
  type Member = Awaited<ReturnType<typeof moneyMember>>;

  /**
   * A top agent (slots 2 %) with 5.00 cash, its sub-agent (1 %) with a daily salary from it
   * (1 % from a turnover of 100 with one active player), two players under the sub-agent; two
   * days of bets, each day's salary and rebates run after it. The second day's salary (6.00) is
   * more than the top's cash then (4.99): unpaid. A run during the first day and one after it
   * pay that day's rebates in two transactions.
   */
  async function agentLine() {
    const top = await moneyMember(db(), { customerType: 41 });
    const sub = await moneyMember(db(), { customerType: 1 });
    const p1 = await moneyMember(db());
    const p2 = await moneyMember(db());
    await placeUnder(db(), t.merchant.code, sub.member.id, top.member.id, 'username');
    await placeUnder(db(), t.merchant.code, p1.member.id, sub.member.id, 'username');
    await placeUnder(db(), t.merchant.code, p2.member.id, sub.member.id, 'username');
    await db()
      .insert(agentRebateRates)
      .values([
        { memberId: top.member.id, category: 'RNG', rateBp: 200 },
        { memberId: sub.member.id, category: 'RNG', rateBp: 100 },
      ]);
    await fund(top, 5);
    const tiers: AgentContractTier[] = [
      { threshold: '100', activePlayers: 1, rateBp: 100 },
      { threshold: '1000', activePlayers: 3, rateBp: 200 },
    ];
    await db()
      .insert(agentContracts)
      .values({
        merchantCode: t.merchant.code,
        kind: 'daily_salary',
        memberId: sub.member.id,
        uplineId: top.member.id,
        state: 'accepted',
        tiers,
        offeredAt: new Date(DAY),
        decidedAt: new Date(DAY + HOUR),
      });
    const f = teamFixture(db(), t.merchant.code, t.merchant.currency.code, `st${randomUUID()}`);
    const bet = (m: Member, stake: string, win: number, at: number) =>
      f.bet(m.member.id, stake, { win, createdAt: new Date(at - 60_000), settledAt: new Date(at) });

    await bet(p1, '300', 100, DAY + 2 * HOUR);
    await bet(p2, '50', 0, DAY + 3 * HOUR);
    await bet(sub, '20', 30, DAY + 4 * HOUR);
    // Not counted anywhere: open, and the top's own bet (above the sub-agent).
    await f.bet(p1.member.id, 999, { status: 'open', createdAt: new Date(DAY + 5 * HOUR) });
    await bet(top, '999', 0, DAY + 5 * HOUR);
    // A run during the day pays what has settled so far; the day's second run, the rest.
    await payAgentRebatesForDay(db(), t.merchant, DAY1, new Date(DAY + 5.5 * HOUR));
    await bet(p2, '10.99', 0, DAY + 6 * HOUR);
    await runContractPayouts(db(), new Date(DAY + 25 * HOUR), { merchantCode: t.merchant.code });
    await payAgentRebatesForDay(db(), t.merchant, DAY1, new Date(DAY + 25 * HOUR));

    await bet(p1, '600', 0, DAY + 30 * HOUR);
    await runContractPayouts(db(), new Date(DAY + 49 * HOUR), { merchantCode: t.merchant.code });
    await payAgentRebatesForDay(db(), t.merchant, DAY2, new Date(DAY + 49 * HOUR));
    return { top, sub, p1, p2 };
  }

  const statementOf = async (m: Member, query: string) => {
    const res = await get(t, `/wps/agent/statement${query}`, m.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: AgentStatementValue }>().value;
  };

  it('recomputes from the bets and the ledger to the same figures; the console shows the same', async () => {
    const { sub } = await agentLine();
    const agentId = sub.member.id;
    const doc = await statementOf(sub, `?range=custom&from=${DAY1}&to=${DAY2}`);
    expect(doc.username).toBe(sub.member.username);
    expect(doc.period).toEqual({ from: DAY1, to: DAY2, timeZone: ZONE });

    // What the test expects by hand (2 decimals: amounts round down to 0.01).
    expect(doc.rebates.map((r) => [r.day, r.amount, r.bets, r.transactions.length])).toEqual([
      [DAY1, '3.6000', 3, 2],
      [DAY2, '6.0000', 1, 1],
    ]);
    expect(doc.contracts.map((s) => [s.kind, s.periodKey, s.amount, s.state])).toEqual([
      ['daily_salary', DAY1, '3.8000', 'paid'],
      ['daily_salary', DAY2, '6.0000', 'unpaid'],
    ]);
    expect(doc.totals).toEqual({
      rebates: '9.6000',
      dailySalary: '9.8000',
      dividend: '0.0000',
      hourlySalary: '0.0000',
      earned: '19.4000',
      paid: '13.4000',
      unpaid: '6.0000',
    });

    // Rebates from the bets: each settled real bet of the sub-agent's team (below it) on a day
    // of the zone, at the sub-agent's rate minus the rate of the member just below it on the
    // bettor's line, rounded down to the currency's 0.01 per bet.
    const minor = currencyMinorUnit(t.merchant.currency.decimals);
    const fromBets = rowsOf<{ day: string; amount: string; bets: number }>(
      await db().execute(sql`
        select (b.settled_at at time zone ${ZONE})::date::text as day,
               sum(b.amount * (ra.rate_bp - coalesce(rb.rate_bp, 0)) / 10000
                   / ${minor} * ${minor})::text as amount,
               count(*)::int as bets
          from bets b
          join agent_tree up on up.descendant_id = b.member_id and up.ancestor_id = ${agentId}
          left join agent_tree below
            on below.descendant_id = b.member_id and below.depth = up.depth - 1
          join agent_rebate_rates ra on ra.member_id = ${agentId} and ra.category = b.game_type
          left join agent_rebate_rates rb
            on rb.member_id = coalesce(below.ancestor_id, b.member_id)
           and rb.category = b.game_type
         where b.status = 'settled' and not b.play
           and ra.rate_bp > coalesce(rb.rate_bp, 0)
         group by 1 order by 1`),
    );
    expect(doc.rebates.map((r) => ({ day: r.day, amount: r.amount, bets: r.bets }))).toEqual(
      fromBets.map((r) => ({ day: r.day, amount: fromUnits(BigInt(r.amount)), bets: r.bets })),
    );

    // The same rebates in the ledger: the sub-agent's cash entries of kind agent_rebate, by
    // the day their transaction names.
    const ledger = rowsOf<{ id: string; kind: string; day: string | null; amount: string }>(
      await db().execute(sql`
        select t.id::text, t.kind, t.metadata->>'day' as day, e.amount::text
          from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          join ledger_transactions t on t.id = e.transaction_id
         where a.member_id = ${agentId} and a.kind = 'cash'
           and t.kind in ('agent_rebate', 'agent_daily_salary')
         order by t.id`),
    );
    const rebateLedger = ledger.filter((e) => e.kind === 'agent_rebate');
    for (const r of doc.rebates) {
      const ofDay = rebateLedger.filter((e) => e.day === r.day);
      expect(r.transactions.map((x) => String(x.id)).sort()).toEqual(ofDay.map((e) => e.id).sort());
      expect(r.amount).toBe(fromUnits(ofDay.reduce((s, e) => s + BigInt(e.amount), 0n)));
    }

    // Each day's salary from the bets: the turnover and active players of the sub-agent and
    // its team on the day, 1 % of it (the first tier); paid ones by one ledger entry of that
    // amount to the sub-agent, unpaid ones by none.
    const salaryDays = rowsOf<{ day: string; turnover: string; players: number }>(
      await db().execute(sql`
        select (b.settled_at at time zone ${ZONE})::date::text as day,
               sum(b.amount)::text as turnover, count(distinct b.member_id)::int as players
          from bets b
         where b.status = 'settled' and not b.play
           and (b.member_id = ${agentId} or exists (select 1 from agent_tree x
                where x.ancestor_id = ${agentId} and x.descendant_id = b.member_id))
         group by 1 order by 1`),
    );
    const salaryOf = (turnover: string) => ((BigInt(turnover) * 100n) / 10_000n / minor) * minor;
    expect(doc.contracts).toHaveLength(salaryDays.length);
    for (const [i, s] of doc.contracts.entries()) {
      const d = salaryDays[i]!;
      expect([s.periodKey, s.turnover, s.activePlayers]).toEqual([
        d.day,
        fromUnits(BigInt(d.turnover)),
        d.players,
      ]);
      expect(s.amount).toBe(fromUnits(salaryOf(d.turnover)));
      const paidBy = ledger.filter(
        (e) => e.kind === 'agent_daily_salary' && e.id === String(s.ledgerTransactionId),
      );
      if (s.state === 'paid') {
        expect(paidBy.map((e) => fromUnits(BigInt(e.amount)))).toEqual([s.amount]);
        expect(s.paidAt).not.toBeNull();
      } else {
        expect(s.ledgerTransactionId).toBeNull();
        expect(paidBy).toEqual([]);
      }
    }

    // The payments listed are exactly the sub-agent's ledger entries for them, and sum to paid;
    // earned is the rebates from the bets and the salaries from the bets.
    expect(doc.payments.map((p) => [String(p.transactionId), p.kind, p.amount]).sort()).toEqual(
      ledger.map((e) => [e.id, e.kind, fromUnits(BigInt(e.amount))]).sort(),
    );
    const sum = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n);
    expect(doc.totals.paid).toBe(fromUnits(sum(ledger.map((e) => BigInt(e.amount)))));
    expect(doc.totals.earned).toBe(
      fromUnits(
        sum(fromBets.map((r) => BigInt(r.amount))) +
          sum(salaryDays.map((d) => salaryOf(d.turnover))),
      ),
    );

    // A day's range: only that day's rebates and the salary that ended on it.
    const one = await statementOf(sub, `?range=custom&from=${DAY2}&to=${DAY2}`);
    expect(one.rebates.map((r) => r.day)).toEqual([DAY2]);
    expect(one.contracts.map((s) => s.periodKey)).toEqual([DAY2]);
    expect(one.totals).toMatchObject({ earned: '12.0000', paid: '6.0000', unpaid: '6.0000' });

    // The console: any agent by username, the same document.
    const res = await get(
      t,
      `/ops/agents/commission-statement?username=${sub.member.username}&range=custom&from=${DAY1}&to=${DAY2}`,
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual(doc);
  });

  it('refuses a member without the agent option, and a bad range naming the field', async () => {
    const player = await moneyMember(db());
    const notAgent = await get(t, '/wps/agent/statement?range=7d', player.token);
    expect(notAgent.statusCode).toBe(403);
    expect(notAgent.json().code).toBe(ErrorCode.NOT_AGENT);

    const agent = await moneyMember(db(), { customerType: 1 });
    const fieldOf = async (query: string) => {
      const res = await get(t, `/wps/agent/statement${query}`, agent.token);
      expect(res.statusCode, res.body).toBe(400);
      return Object.keys(res.json().value.fields);
    };
    expect(await fieldOf('?range=week')).toEqual(['range']);
    expect(await fieldOf('?range=custom&to=2026-11-02')).toEqual(['from']);
    expect(await fieldOf('?range=custom&from=2026-11-03&to=2026-11-02')).toEqual(['to']);
    expect(await fieldOf('?range=custom&from=2026-01-01&to=2026-11-02')).toEqual(['to']);
    expect(await fieldOf('?range=custom&from=2026-11-2&to=2026-11-02')).toEqual(['from']);
    // An agent with nothing earned: an empty document, all totals 0.
    expect((await statementOf(agent, '?range=30d')).totals.earned).toBe('0.0000');

    const ops = (query: string) => get(t, `/ops/agents/commission-statement${query}`, owner);
    const unknown = await ops('?username=nobody-here&range=7d');
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(unknown.json().value.fields)).toEqual(['username']);
    const player2 = await ops(`?username=${player.member.username}&range=7d`);
    expect(player2.statusCode).toBe(400);
    expect(Object.keys(player2.json().value.fields)).toEqual(['username']);
    const noName = await ops('?range=7d');
    expect(noName.statusCode).toBe(400);
    expect(Object.keys(noName.json().value.fields)).toEqual(['username']);
  });
});
