import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ContractPageValue, TeamPnlValue, TransactionRecordsValue } from '@lotto/contract';
import { agentContracts, bets } from '../schema';
import { DEMO_CONTRACT_DAYS } from './demo-agent-contract';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { auth, loginAs } from '../../../test/helpers/accounts';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoAgentActivity } from './demo-agent-activity';
import { DEMO_AGENT_LINE, seedDemoAgentLine } from './demo-agents';

describe('the demo agent line at play (issue 32)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("gives demotop's team bets over two weeks, their rebates and quotas, once", async () => {
    const db = t.database.db;
    await seedDemoCatalogue(db, { merchantCode: 'DEMO', gameCount: 30 });
    await seedDemoAgentLine(db, 'DEMO');
    await seedDemoAgentActivity(db, t.merchant);
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(bets))[0]!.n;
    const seeded = await count();
    expect(seeded).toBeGreaterThanOrEqual(4 * 2 * 14);
    await seedDemoAgentActivity(db, t.merchant);
    expect(await count()).toBe(seeded);

    const login = await loginAs(t.app, DEMO_AGENT_LINE.top.username, DEMO_AGENT_LINE.password);
    const token = login.json().value.token as string;
    const get = async <T>(url: string) =>
      (await t.app.inject({ url, headers: auth(token) })).json<{ value: T }>().value;
    const pnl = await get<TeamPnlValue>('/wps/agent/team/pnl?range=30d');
    expect(pnl.total.count).toBe(seeded);
    expect(Number(pnl.total.rebate)).toBeGreaterThan(0);
    const rebates = await get<TransactionRecordsValue>(
      '/wps/wallet/reports/transactions?range=today&kind=agent_rebate',
    );
    expect(rebates.list.length).toBeGreaterThan(0);
    const quotas = await get<{ quotas: unknown[] }>('/wps/agent/rebates');
    expect(quotas.quotas).toHaveLength(2);

    // The sub-agent's daily salary from the top agent: in force, a statement a day, paid ones.
    const subLogin = await loginAs(t.app, DEMO_AGENT_LINE.sub.username, DEMO_AGENT_LINE.password);
    const salary = (
      await t.app.inject({
        url: '/wps/agent/contract/salary',
        headers: auth(subLogin.json().value.token as string),
      })
    ).json<{ value: ContractPageValue }>().value;
    expect(salary.current).toMatchObject({ kind: 'daily_salary', state: 'accepted' });
    expect(salary.statements).toHaveLength(DEMO_CONTRACT_DAYS);
    const paid = salary.statements.filter((s) => s.state === 'paid');
    expect(paid.length).toBeGreaterThan(0);
    for (const s of paid) {
      expect(Number(s.amount)).toBeGreaterThan(0);
      expect(s.reference).toMatch(/^AC/);
    }
    const contracts = async () =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(agentContracts))[0]!.n;
    expect(await contracts()).toBe(1);
    await seedDemoAgentActivity(db, t.merchant);
    expect(await contracts()).toBe(1);
    // Two weeks of bets, a rebate run and a contract's payouts: slow on a busy 2-core machine.
  }, 120_000);

  // The e2e tier starts servers whose merchant grants nothing or little: the start must go on.
  for (const startingGrant of ['0', '50']) {
    it(`a merchant whose starting grant is ${startingGrant} starts with the line seeded as far as its money goes`, async () => {
      const small = await buildTestApp((m) => ({
        ...m,
        wallet: { ...m.wallet, startingGrant, startingGrantIsDemoCredit: false },
      }));
      try {
        const db = small.database.db;
        await seedDemoCatalogue(db, { merchantCode: 'DEMO', gameCount: 30 });
        await seedDemoAgentLine(db, 'DEMO');
        await expect(seedDemoAgentActivity(db, small.merchant)).resolves.toBeUndefined();
        const n = (await db.select({ n: sql<number>`count(*)::int` }).from(bets))[0]!.n;
        if (startingGrant === '0') expect(n).toBe(0);
        else expect(n).toBeGreaterThan(0);
        // The contract is there either way; with nothing granted nothing is paid.
        const states = await db.execute(sql`select s.state from agent_contract_statements s`);
        const rows = (states as { rows: { state: string }[] }).rows;
        expect(rows).toHaveLength(DEMO_CONTRACT_DAYS);
        if (startingGrant === '0') expect(rows.every((r) => r.state === 'none')).toBe(true);
      } finally {
        await small.close();
      }
    });
  }
});
