import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ContractPageValue } from '@lotto/contract';
import {
  agentContracts,
  agentContractStatements,
  bets,
  ledgerEntries,
  ledgerTransactions,
  wallets,
  type AgentContractKind,
  type AgentContractTier,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { houseBalance } from '../ledger/ledger.service';
import { moneyMember } from '../money/money.test-support';
import { placeUnder } from './hierarchy.service';
import { memberCash } from './member-cash.test-support';
import { units } from './team.test-support';
import { CONTRACT_LEDGER_KIND, runContractPayouts } from './contract-payouts.service';

const HOUR = 3_600_000;
/** 2026-11-02 00:00 in Asia/Bangkok (UTC+7), the demo merchant's zone: a Monday. */
const DAY = Date.parse('2026-11-01T17:00:00Z');

/**
 * Issue 32: the contract payout run, called directly as the job calls it. Each test has a line
 * of its own (top agent, sub-agent, players) and its own contract, so runs may pay other tests'
 * contracts without touching these figures.
 */
describe('agent contract payouts (issue 32)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  type Member = Awaited<ReturnType<typeof moneyMember>>;
  const db = () => t.database.db;
  const { fund, cashOf } = memberCash(() => t);
  const currency = () => t.merchant.currency.code;

  async function line(topCash: number) {
    const top = await moneyMember(db(), { customerType: 41 });
    const sub = await moneyMember(db(), { customerType: 1 });
    const p1 = await moneyMember(db());
    const p2 = await moneyMember(db());
    await placeUnder(db(), t.merchant.code, sub.member.id, top.member.id, 'username');
    await placeUnder(db(), t.merchant.code, p1.member.id, sub.member.id, 'username');
    await placeUnder(db(), t.merchant.code, p2.member.id, p1.member.id, 'username');
    if (topCash > 0) await fund(top, topCash);
    return { top, sub, p1, p2 };
  }

  let seq = 0;
  /** A real-money vendor bet of `stake`, settled at `settledAt` with `win`. */
  async function bet(
    m: Member,
    stake: number,
    win: number,
    settledAt: number,
    opts: { status?: 'settled' | 'rolled_back' | 'open'; play?: boolean } = {},
  ) {
    seq++;
    const [wallet] = await db()
      .insert(wallets)
      .values({ memberId: m.member.id, merchantCode: 'DEMO', currency: `C${seq}` })
      .returning();
    await db()
      .insert(bets)
      .values({
        merchantCode: 'DEMO',
        memberId: m.member.id,
        walletId: wallet!.id,
        vendorCode: 'DEMO',
        vendorTxId: `ctr-${randomUUID()}`,
        gameName: 'Contract',
        amount: units(stake),
        win: units(win),
        status: opts.status ?? 'settled',
        play: opts.play ?? false,
        createdAt: new Date(settledAt - 60_000),
        settledAt: opts.status === 'open' ? null : new Date(settledAt),
      });
  }

  const tiers = (...t: [number, number, number][]): AgentContractTier[] =>
    t.map(([threshold, activePlayers, rateBp]) => ({
      threshold: String(threshold),
      activePlayers,
      rateBp,
    }));

  /** An accepted contract, accepted at `acceptedAt`. */
  async function contract(
    sub: Member,
    upline: Member | null,
    kind: AgentContractKind,
    t2: AgentContractTier[],
    acceptedAt: number,
    extra: { period?: string; carryOver?: boolean } = {},
  ) {
    const [row] = await db()
      .insert(agentContracts)
      .values({
        merchantCode: t.merchant.code,
        kind,
        memberId: sub.member.id,
        uplineId: upline?.member.id ?? null,
        state: 'accepted',
        tiers: t2,
        period: extra.period ?? null,
        carryOver: extra.carryOver ?? false,
        offeredAt: new Date(acceptedAt - HOUR),
        decidedAt: new Date(acceptedAt),
      })
      .returning();
    return row!;
  }
  const statementsOf = (contractId: number) =>
    db()
      .select()
      .from(agentContractStatements)
      .where(eq(agentContractStatements.contractId, contractId))
      .orderBy(agentContractStatements.periodStart);
  const paymentsTo = (m: Member, kind: string) =>
    db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.memberId, m.member.id), eq(ledgerTransactions.kind, kind)));

  it("pays a day's salary from the upline's cash, once, with its statement", async () => {
    const { top, sub, p1, p2 } = await line(100);
    const c = await contract(
      sub,
      top,
      'daily_salary',
      tiers([100, 1, 100], [1000, 3, 200]),
      DAY + HOUR,
    );
    // The team: the sub-agent and every member under it, settled that local day.
    await bet(p1, 300, 100, DAY + 2 * HOUR);
    await bet(p2, 50, 0, DAY + 3 * HOUR);
    await bet(sub, 20, 30, DAY + 4 * HOUR);
    // Not counted: rolled back, open, play money, the day after, the upline's own bets.
    await bet(p1, 999, 0, DAY + 5 * HOUR, { status: 'rolled_back' });
    await bet(p1, 999, 0, DAY + 5 * HOUR, { status: 'open' });
    await bet(p1, 999, 0, DAY + 5 * HOUR, { play: true });
    await bet(p1, 999, 0, DAY + 25 * HOUR);
    await bet(top, 999, 0, DAY + 5 * HOUR);

    // Before the day ends nothing is due.
    await runContractPayouts(db(), new Date(DAY + 23 * HOUR));
    expect(await statementsOf(c.id)).toHaveLength(0);

    await runContractPayouts(db(), new Date(DAY + 25 * HOUR));
    const [s] = await statementsOf(c.id);
    // Turnover 370 with 3 active players: tier 1 (1 %, the second asks 1000); 3.70.
    expect(s).toMatchObject({
      periodKey: '2026-11-02',
      turnover: units(370),
      win: units(130),
      activePlayers: 3,
      tier: 0,
      rateBp: 100,
      amount: units(3.7),
      state: 'paid',
      payerId: top.member.id,
    });
    expect(s!.periodStart.getTime()).toBe(DAY);
    expect(await cashOf(top)).toBe(units(100) - units(3.7));
    expect(await cashOf(sub)).toBe(units(3.7));
    const [tx] = await paymentsTo(sub, CONTRACT_LEDGER_KIND.daily_salary);
    expect(tx!.id).toBe(s!.ledgerTransactionId);
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, tx!.id));
    expect(entries.map((e) => e.amount).sort()).toEqual([-units(3.7), units(3.7)].sort());

    // Run again, later: nothing twice.
    await runContractPayouts(db(), new Date(DAY + 30 * HOUR));
    expect(await statementsOf(c.id)).toHaveLength(1);
    expect(await cashOf(sub)).toBe(units(3.7));

    // The statement on the agent's salary page, with the ledger reference.
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/contract/salary',
      headers: sub.headers,
    });
    const page = res.json<{ value: ContractPageValue }>().value;
    expect(page.statements[0]).toMatchObject({
      periodKey: '2026-11-02',
      turnover: '370.0000',
      netLoss: '240.0000',
      activePlayers: 3,
      tier: 1,
      rate: '1.00',
      amount: '3.7000',
      state: 'paid',
      reference: tx!.reference,
    });
  });

  it('concurrent runs pay a period once', async () => {
    const { top, sub, p1 } = await line(100);
    const c = await contract(sub, top, 'daily_salary', tiers([0, 0, 1000]), DAY + HOUR);
    await bet(p1, 40, 0, DAY + 2 * HOUR);
    const now = new Date(DAY + 26 * HOUR);
    await Promise.all(Array.from({ length: 5 }, () => runContractPayouts(db(), now)));
    expect(await statementsOf(c.id)).toHaveLength(1);
    expect(await paymentsTo(sub, CONTRACT_LEDGER_KIND.daily_salary)).toHaveLength(1);
    expect(await cashOf(sub)).toBe(units(4));
    expect(await cashOf(top)).toBe(units(96));
  });

  it('an upline short of cash: the statement stays unpaid, nothing moves; a later run pays it once', async () => {
    const { top, sub, p1 } = await line(1);
    const c = await contract(sub, top, 'daily_salary', tiers([0, 1, 500]), DAY + HOUR);
    await bet(p1, 100, 0, DAY + 2 * HOUR);
    await runContractPayouts(db(), new Date(DAY + 25 * HOUR));
    let [s] = await statementsOf(c.id);
    expect(s).toMatchObject({ state: 'unpaid', amount: units(5), ledgerTransactionId: null });
    expect(await cashOf(top)).toBe(units(1));
    expect(await cashOf(sub)).toBe(0n);
    // Still short: still unpaid.
    await runContractPayouts(db(), new Date(DAY + 26 * HOUR));
    expect((await statementsOf(c.id))[0]!.state).toBe('unpaid');
    await fund(top, 10);
    await Promise.all([
      runContractPayouts(db(), new Date(DAY + 27 * HOUR)),
      runContractPayouts(db(), new Date(DAY + 27 * HOUR)),
    ]);
    [s] = await statementsOf(c.id);
    expect(s!.state).toBe('paid');
    expect(await cashOf(sub)).toBe(units(5));
    expect(await cashOf(top)).toBe(units(6));
    expect(await paymentsTo(sub, CONTRACT_LEDGER_KIND.daily_salary)).toHaveLength(1);
  });

  it('no tier reached: a statement of nothing due, no money moved', async () => {
    const { top, sub, p1 } = await line(100);
    const c = await contract(sub, top, 'daily_salary', tiers([1000, 1, 100]), DAY + HOUR);
    await bet(p1, 100, 0, DAY + 2 * HOUR);
    await runContractPayouts(db(), new Date(DAY + 25 * HOUR));
    expect(await statementsOf(c.id)).toMatchObject([{ state: 'none', amount: 0n, tier: null }]);
    expect(await cashOf(top)).toBe(units(100));
  });

  it("a top-level agent's contract with the platform is paid from the platform's account", async () => {
    const top = await moneyMember(db(), { customerType: 41 });
    const p = await moneyMember(db());
    await placeUnder(db(), t.merchant.code, p.member.id, top.member.id, 'username');
    const before = await houseBalance(db(), t.merchant.code, currency(), 'agent_commissions');
    const c = await contract(top, null, 'daily_salary', tiers([0, 0, 200]), DAY + HOUR);
    await bet(p, 50, 0, DAY + 2 * HOUR);
    await runContractPayouts(db(), new Date(DAY + 25 * HOUR));
    expect((await statementsOf(c.id))[0]).toMatchObject({ state: 'paid', payerId: null });
    expect(await cashOf(top)).toBe(units(1));
    expect(await houseBalance(db(), t.merchant.code, currency(), 'agent_commissions')).toBe(
      before - units(1),
    );
  });

  it('an hourly salary pays each ended local hour', async () => {
    const { top, sub, p1 } = await line(100);
    const c = await contract(sub, top, 'hourly_salary', tiers([10, 1, 100]), DAY + 10 * HOUR);
    await bet(p1, 100, 0, DAY + 10.5 * HOUR);
    await bet(p1, 200, 0, DAY + 11.5 * HOUR);
    await runContractPayouts(db(), new Date(DAY + 12 * HOUR + 60_000));
    const rows = await statementsOf(c.id);
    expect(rows.map((r) => [r.periodKey, r.amount])).toEqual([
      ['2026-11-02T10', units(1)],
      ['2026-11-02T11', units(2)],
    ]);
    expect(await paymentsTo(sub, CONTRACT_LEDGER_KIND.hourly_salary)).toHaveLength(2);
  });

  it("a weekly dividend with negative carry-over: a week the team won lowers the next week's", async () => {
    const { top, sub, p1 } = await line(100);
    const c = await contract(sub, top, 'dividend', tiers([0, 1, 1000]), DAY + HOUR, {
      period: 'week',
      carryOver: true,
    });
    // Week 1 (Mon 2 – Sun 8 November): the team won 100. Week 2: it lost 300.
    await bet(p1, 100, 200, DAY + 2 * HOUR);
    await bet(p1, 300, 0, DAY + 7 * 24 * HOUR + 2 * HOUR);
    await runContractPayouts(db(), new Date(DAY + 14 * 24 * HOUR + HOUR));
    const rows = await statementsOf(c.id);
    expect(rows.map((r) => [r.periodKey, r.carryIn, r.carryOut, r.amount, r.state])).toEqual([
      ['2026-11-02/2026-11-08', 0n, -units(100), 0n, 'none'],
      // 300 lost less the 100 carried: 200 at 10 %.
      ['2026-11-09/2026-11-15', -units(100), 0n, units(20), 'paid'],
    ]);
    expect(await cashOf(sub)).toBe(units(20));
  });

  it('without carry-over, each dividend period stands alone', async () => {
    const { top, sub, p1 } = await line(100);
    const c = await contract(sub, top, 'dividend', tiers([0, 1, 1000]), DAY + HOUR, {
      period: 'half_month',
    });
    await bet(p1, 100, 200, DAY + 2 * HOUR);
    await bet(p1, 300, 0, DAY + 14 * 24 * HOUR + 2 * HOUR); // 16 November
    await runContractPayouts(db(), new Date(Date.parse('2026-11-30T17:00:00Z') + HOUR));
    const rows = await statementsOf(c.id);
    expect(rows.map((r) => [r.periodKey, r.amount])).toEqual([
      ['2026-11-01/2026-11-15', 0n],
      ['2026-11-16/2026-11-30', units(30)],
    ]);
  });
});
