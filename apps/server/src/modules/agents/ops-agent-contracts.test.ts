import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { agentContracts, agentContractStatements, auditLog, bets, wallets } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { moneyMember } from '../money/money.test-support';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';
import { placeUnder } from './hierarchy.service';
import { memberCash } from './member-cash.test-support';
import { units } from './team.test-support';
import { runContractPayouts } from './contract-payouts.service';

const HOUR = 3_600_000;
/** 2026-11-02 00:00 in Asia/Bangkok, the demo merchant's zone. */
const DAY = Date.parse('2026-11-01T17:00:00Z');

/** Issue 32: the console's contracts and statements, ending a contract and paying now. */
describe('console: agent contracts and statements (issue 32)', () => {
  let t: TestApp;
  const ops = { owner: '', finance: '', support: '' };
  const clock = movableClock();
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const { tokens } = await operatorsOfRoles(t, clock, ['owner', 'finance', 'support']);
    ops.owner = tokens.get('owner')!;
    ops.finance = tokens.get('finance')!;
    ops.support = tokens.get('support')!;
  });
  afterAll(() => t.close());

  type Member = Awaited<ReturnType<typeof moneyMember>>;
  const db = () => t.database.db;
  const { fund, cashOf } = memberCash(() => t);

  /** A top agent with a sub-agent under it on a daily salary of 1 % from 100, and one bet of 500. */
  async function salaryLine() {
    const top = await moneyMember(db(), { customerType: 41 });
    const sub = await moneyMember(db(), { customerType: 1 });
    await placeUnder(db(), t.merchant.code, sub.member.id, top.member.id, 'username');
    const [c] = await db()
      .insert(agentContracts)
      .values({
        merchantCode: t.merchant.code,
        kind: 'daily_salary',
        memberId: sub.member.id,
        uplineId: top.member.id,
        state: 'accepted',
        tiers: [{ threshold: '100', activePlayers: 1, rateBp: 100 }],
        offeredAt: new Date(DAY),
        decidedAt: new Date(DAY + HOUR),
      })
      .returning();
    const [wallet] = await db()
      .insert(wallets)
      .values({
        memberId: sub.member.id,
        merchantCode: 'DEMO',
        currency: `X${randomUUID().slice(0, 6)}`,
      })
      .returning();
    await db()
      .insert(bets)
      .values({
        merchantCode: 'DEMO',
        memberId: sub.member.id,
        walletId: wallet!.id,
        vendorCode: 'DEMO',
        vendorTxId: `ops-ctr-${randomUUID()}`,
        gameName: 'Contract',
        amount: units(500),
        win: 0n,
        status: 'settled',
        play: false,
        createdAt: new Date(DAY + 2 * HOUR),
        settledAt: new Date(DAY + 2 * HOUR),
      });
    return { top, sub, contract: c! };
  }

  it('lists contracts by agent, state and kind, shows one with its tiers and history, and ends it (audited)', async () => {
    const { sub, contract } = await salaryLine();
    const name = sub.member.username;
    const list = await get(
      t,
      `/ops/agents/contracts?username=${name}&state=accepted&kind=daily_salary`,
      ops.support,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().value).toMatchObject({
      total: 1,
      list: [{ id: contract.id, username: name, state: 'accepted', kind: 'daily_salary' }],
    });
    expect(
      (await get(t, `/ops/agents/contracts?username=${name}&kind=dividend`, ops.support)).json()
        .value.total,
    ).toBe(0);
    const bad = await get(t, '/ops/agents/contracts?state=gone&kind=x', ops.support);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields as object).sort()).toEqual(['kind', 'state']);

    const one = (await get(t, `/ops/agents/contract?id=${contract.id}`, ops.support)).json().value;
    expect(one.contract.tiers).toEqual([
      { threshold: expect.stringMatching(/^100\.0+$/), activePlayers: 1, rate: '1.00' },
    ]);
    expect(one.history.map((c: { id: number }) => c.id)).toEqual([contract.id]);
    expect(one.statements).toEqual([]);

    // Support reads; the owner and finance end contracts.
    expect(
      (await post(t, '/ops/agents/contracts/end', { id: contract.id }, ops.support)).statusCode,
    ).toBe(403);
    const ended = await post(t, '/ops/agents/contracts/end', { id: contract.id }, ops.finance);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().value.state).toBe('ended');
    const again = await post(t, '/ops/agents/contracts/end', { id: contract.id }, ops.owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().value.fields).toHaveProperty('id');
    const missing = await post(t, '/ops/agents/contracts/end', { id: 2_000_000_000 }, ops.owner);
    expect(missing.statusCode).toBe(404);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'agent_contract.end'), eq(auditLog.targetId, String(contract.id))),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ before: { state: 'accepted' }, after: { state: 'ended' } });

    // An ended contract is paid no period.
    await runContractPayouts(db(), new Date(DAY + 30 * HOUR), { merchantCode: t.merchant.code });
    const statements = await db()
      .select()
      .from(agentContractStatements)
      .where(eq(agentContractStatements.contractId, contract.id));
    expect(statements).toHaveLength(0);
  });

  it("lists statements, pays an unpaid one now through the run's key, once, and shows its ledger transaction", async () => {
    const { top, sub, contract } = await salaryLine();
    // The upline has no cash: the day's 5.00 is written unpaid.
    await runContractPayouts(db(), new Date(DAY + 30 * HOUR), { merchantCode: t.merchant.code });
    const [s] = await db()
      .select()
      .from(agentContractStatements)
      .where(eq(agentContractStatements.contractId, contract.id));
    expect(s).toMatchObject({ state: 'unpaid', amount: units(5) });

    const name = sub.member.username;
    const unpaid = (
      await get(
        t,
        `/ops/agents/statements?username=${name}&state=unpaid&from=2026-11-02&to=2026-11-02`,
        ops.support,
      )
    ).json().value;
    expect(unpaid.total).toBe(1);
    expect(unpaid.list[0]).toMatchObject({
      id: s!.id,
      username: name,
      payer: top.member.username,
      kind: 'daily_salary',
      periodKey: '2026-11-02',
      turnover: '500.0000',
      amount: '5.0000',
      state: 'unpaid',
      reference: null,
    });
    expect(
      (await get(t, `/ops/agents/statements?username=${name}&from=2026-11-03`, ops.support)).json()
        .value.total,
    ).toBe(0);

    const pay = (who: string) => post(t, '/ops/agents/statements/pay', { id: s!.id }, who);
    expect((await pay(ops.support)).statusCode).toBe(403);
    const short = await pay(ops.finance);
    expect(short.statusCode).toBe(400);
    expect(short.json().value.fields).toHaveProperty('id');
    expect(await cashOf(sub)).toBe(0n);

    await fund(top, 20);
    // The operator and the run at once: paid once.
    const [paid] = await Promise.all([
      pay(ops.owner),
      runContractPayouts(db(), new Date(DAY + 31 * HOUR), { merchantCode: t.merchant.code }),
    ]);
    expect([200, 409]).toContain(paid.statusCode);
    expect(await cashOf(sub)).toBe(units(5));
    expect(await cashOf(top)).toBe(units(15));
    const after = await pay(ops.owner);
    expect(after.statusCode).toBe(409);
    expect(after.json().value.fields).toHaveProperty('id');

    const detail = (await get(t, `/ops/agents/statement?id=${s!.id}`, ops.support)).json().value;
    expect(detail.statement).toMatchObject({ state: 'paid', reference: `AC${s!.id}` });
    expect(detail.ledger).toMatchObject({
      kind: 'agent_daily_salary',
      reference: `AC${s!.id}`,
      idempotencyKey: `agent-contract:${contract.id}:2026-11-02`,
    });
    expect(detail.ledger.entries).toEqual(
      expect.arrayContaining([
        { account: `cash of ${top.member.username}`, amount: '-5.0000' },
        { account: `cash of ${name}`, amount: '5.0000' },
      ]),
    );
    expect((await get(t, '/ops/agents/statement?id=2000000000', ops.support)).statusCode).toBe(404);
  });

  it('pays now as the operator when the run has not: audited with the operator', async () => {
    const { top, sub, contract } = await salaryLine();
    await runContractPayouts(db(), new Date(DAY + 30 * HOUR), { merchantCode: t.merchant.code });
    const [s] = await db()
      .select()
      .from(agentContractStatements)
      .where(eq(agentContractStatements.contractId, contract.id));
    await fund(top, 5);
    const res = await post(t, '/ops/agents/statements/pay', { id: s!.id }, ops.finance);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ state: 'paid', amount: '5.0000' });
    expect(await cashOf(sub)).toBe(units(5));
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'agent_contract.statement_paid'),
          eq(auditLog.targetId, String(contract.id)),
        ),
      );
    expect(audit!.operatorId).not.toBeNull();
  });

  it("filters statements by the days of the merchant's time zone, not UTC days", async () => {
    const top = await moneyMember(db(), { customerType: 41 });
    const sub = await moneyMember(db(), { customerType: 1 });
    await placeUnder(db(), t.merchant.code, sub.member.id, top.member.id, 'username');
    const [c] = await db()
      .insert(agentContracts)
      .values({
        merchantCode: t.merchant.code,
        kind: 'hourly_salary',
        memberId: sub.member.id,
        uplineId: top.member.id,
        state: 'accepted',
        tiers: [{ threshold: '100', activePlayers: 1, rateBp: 100 }],
        offeredAt: new Date(DAY),
        decidedAt: new Date(DAY + HOUR),
      })
      .returning();
    const statement = (key: string, start: number) => ({
      merchantCode: t.merchant.code,
      contractId: c!.id,
      memberId: sub.member.id,
      payerId: top.member.id,
      periodKey: key,
      periodStart: new Date(start),
      periodEnd: new Date(start + HOUR),
      turnover: 0n,
      win: 0n,
      activePlayers: 0,
      amount: 0n,
      state: 'none' as const,
    });
    // 00:00-01:00 on 2026-11-03 in Bangkok: it ended at 18:00 UTC on 2026-11-02. And the last
    // hour of 2026-11-02 there, ending at local midnight (17:00 UTC).
    await db()
      .insert(agentContractStatements)
      .values([
        statement('2026-11-03T00', DAY + 24 * HOUR),
        statement('2026-11-02T23', DAY + 23 * HOUR),
      ]);
    const keysOn = async (from: string, to: string) =>
      (
        await get(
          t,
          `/ops/agents/statements?username=${sub.member.username}&from=${from}&to=${to}`,
          ops.support,
        )
      )
        .json()
        .value.list.map((r: { periodKey: string }) => r.periodKey);
    expect(await keysOn('2026-11-03', '2026-11-03')).toEqual(['2026-11-03T00']);
    expect(await keysOn('2026-11-02', '2026-11-02')).toEqual(['2026-11-02T23']);
    expect(await keysOn('2026-11-02', '2026-11-03')).toEqual(['2026-11-03T00', '2026-11-02T23']);
    expect(await keysOn('2026-11-04', '2026-11-04')).toEqual([]);
  });

  it('offers a top-level agent a platform contract (owner and finance, audited), reviewed as any offer', async () => {
    // A top agent without an upline, of a type the login check covers, and one that is exempt.
    const top = await moneyMember(db(), { customerType: 1 });
    const exempt = await moneyMember(db(), { customerType: 41 });
    const sub = await moneyMember(db(), { customerType: 1 });
    const player = await moneyMember(db(), { customerType: 0 });
    await placeUnder(db(), t.merchant.code, sub.member.id, top.member.id, 'username');
    const salary = (m: Member, extra: object = {}) => ({
      username: m.member.username,
      kind: 'daily_salary',
      tiers: [
        { threshold: '1000', activePlayers: 1, rate: '0.5' },
        { threshold: '5000', activePlayers: 3, rate: '1' },
      ],
      ...extra,
    });
    const offer = (body: object, who = ops.finance) => post(t, '/ops/agents/contracts', body, who);
    const rowsOf = (m: Member) =>
      db().select().from(agentContracts).where(eq(agentContracts.memberId, m.member.id));

    // Refused, naming the field, nothing written.
    const refusals: [object, string, number][] = [
      [salary(top, { username: 'nobody-here' }), 'username', 404],
      [salary(player), 'username', 400],
      [salary(sub), 'username', 400],
      [
        salary(top, {
          tiers: [
            { threshold: '1000', activePlayers: 1, rate: '0.5' },
            { threshold: '1000', activePlayers: 1, rate: '1' },
          ],
        }),
        'tiers.1.threshold',
        400,
      ],
      [
        salary(top, {
          tiers: [
            { threshold: '1000', activePlayers: 3, rate: '0.5' },
            { threshold: '2000', activePlayers: 1, rate: '1' },
          ],
        }),
        'tiers.1.activePlayers',
        400,
      ],
      [
        salary(top, {
          tiers: [
            { threshold: '1000', activePlayers: 1, rate: '1' },
            { threshold: '2000', activePlayers: 1, rate: '1' },
          ],
        }),
        'tiers.1.rate',
        400,
      ],
      [
        salary(top, { tiers: [{ threshold: '1', activePlayers: 0, rate: '0' }] }),
        'tiers.0.rate',
        400,
      ],
      [
        salary(top, { tiers: [{ threshold: '1', activePlayers: 0, rate: '101' }] }),
        'tiers.0.rate',
        400,
      ],
      [
        salary(top, { tiers: [{ threshold: '1.001', activePlayers: 0, rate: '1' }] }),
        'tiers.0.threshold',
        400,
      ],
      [salary(top, { tiers: [] }), 'tiers', 400],
      [salary(top, { period: 'week' }), 'period', 400],
      [salary(top, { kind: 'hourly_salary', carryOver: true }), 'carryOver', 400],
      [salary(top, { kind: 'dividend' }), 'period', 400],
      [salary(top, { extra: 1 }), 'extra', 400],
    ];
    for (const [body, field, status] of refusals) {
      const res = await offer(body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(status);
      expect(res.json().value.fields, res.body).toHaveProperty([field]);
    }
    expect((await offer(salary(top), ops.support)).statusCode).toBe(403);
    expect(await rowsOf(top)).toHaveLength(0);
    expect(await rowsOf(sub)).toHaveLength(0);

    const res = await offer(salary(top));
    expect(res.statusCode, res.body).toBe(200);
    const offered = res.json().value;
    expect(offered).toMatchObject({
      kind: 'daily_salary',
      state: 'offered',
      username: top.member.username,
      upline: null,
      period: null,
      carryOver: false,
      tiers: [
        { threshold: '1000.0000', activePlayers: 1, rate: '0.50' },
        { threshold: '5000.0000', activePlayers: 3, rate: '1.00' },
      ],
    });
    const dividend = await offer(
      salary(exempt, { kind: 'dividend', period: 'half_month', carryOver: true }),
      ops.owner,
    );
    expect(dividend.statusCode, dividend.body).toBe(200);
    expect(dividend.json().value).toMatchObject({ period: 'half_month', carryOver: true });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'agent_contract.offer'), eq(auditLog.targetId, String(offered.id))),
      );
    expect(audit!.operatorId).not.toBeNull();
    expect(audit!.after).toMatchObject({ member: top.member.username, platform: true });

    // The agent's login check says a salary offer awaits it (type 41 is exempt, §6), and it
    // accepts on its contract page as any offer: the contract is in force, paid by the platform.
    const asMember = (m: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { ...m.headers, language: 'en' },
        ...(payload ? { payload } : {}),
      });
    const check = async (m: Member) =>
      (await asMember(m, 'GET', '/wps/agent/contract')).json().value;
    expect(await check(top)).toMatchObject({ dailysalreqtype: true });
    expect(await check(exempt)).toMatchObject({ divtypecompperiodreq: false });
    const page = (await asMember(exempt, 'GET', '/wps/agent/contract/dividend')).json().value;
    expect(page.awaiting).toMatchObject({ id: dividend.json().value.id, upline: null });
    const accepted = await asMember(top, 'POST', '/wps/agent/contracts/decision', {
      id: offered.id,
      decision: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await check(top)).toMatchObject({ dailysalreqtype: false });
    expect((await rowsOf(top))[0]).toMatchObject({ state: 'accepted', uplineId: null });
  });
});
