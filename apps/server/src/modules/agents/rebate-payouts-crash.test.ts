import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  agentMemberDailyTotals,
  agentRebateClaims,
  agentRebatePayouts,
  auditLog,
  ledgerTransactions,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { newUsername } from '../../../test/helpers/accounts';
import { memberBalances } from '../ledger/ledger.service';
import { merchantToday } from '../ops/ops-dashboard.service';
import { movableClock } from '../ops/ops.test-support';
import { payAgentRebatesForDay } from './rebate-payouts.service';
import { teamFixture, units } from './team.test-support';

const HOUR = 3_600_000;

/** Steps that throw when the run reaches `at`: a crash between two of its writes. */
const crashAt = (at: string) =>
  new Proxy<Record<string, number>>(
    {},
    {
      set(target, name, value) {
        if (name === at) throw new Error(`crash after ${at}`);
        target[String(name)] = Number(value);
        return true;
      },
    },
  );

describe('agent rebates: a run that crashes midway pays nothing, and the re-run pays once', () => {
  let t: TestApp;
  const clock = movableClock();
  const today = merchantToday(new Date(), 'Asia/Bangkok');
  const midnight = Date.parse(`${today}T00:00:00+07:00`);
  clock.advance(midnight + 12 * HOUR - Date.now());

  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
  });
  afterAll(() => t.close());

  it('rolls back the ledger postings and the claims of a crashed run; the next run pays each pair once', async () => {
    const db = t.database.db;
    const f = teamFixture(db, 'DEMO', 'THB', newUsername());
    const top = await f.member('top', 41, null, { RNG: 300 });
    const sub = await f.member('sub', 1, top, { RNG: 200 });
    const player = await f.member('p', 0, sub);
    const other = await f.member('q', 0, top);
    const noon = new Date(midnight + 10 * HOUR);
    await f.bet(player, 100, { createdAt: noon });
    await f.bet(player, 200, { createdAt: noon });
    await f.bet(other, 50, { createdAt: noon });
    const agents = [top, sub];
    const cash = async (id: number) => (await memberBalances(db, id, 'THB')).cash;
    const state = async () => ({
      cash: [await cash(top), await cash(sub)],
      transactions: (
        await db
          .select({ id: ledgerTransactions.id })
          .from(ledgerTransactions)
          .where(
            and(
              inArray(ledgerTransactions.memberId, agents),
              eq(ledgerTransactions.kind, 'agent_rebate'),
            ),
          )
      ).length,
      claims: (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(agentRebateClaims)
          .where(inArray(agentRebateClaims.memberId, [player, other]))
      )[0]!.n,
      kept: (
        await db
          .select({ rebate: agentMemberDailyTotals.rebate })
          .from(agentMemberDailyTotals)
          .where(inArray(agentMemberDailyTotals.memberId, agents))
      ).reduce((s, r) => s + BigInt(r.rebate), 0n),
    });
    const nothing = { cash: [0n, 0n], transactions: 0, claims: 0, kept: 0n };

    // Crashes after the ledger postings, and after the claims: each time nothing stays.
    for (const at of ['posted', 'inserted']) {
      await expect(
        payAgentRebatesForDay(db, t.merchant, today, clock.clock(), crashAt(at)),
      ).rejects.toThrow(`crash after ${at}`);
      expect(await state()).toEqual(nothing);
    }

    // The re-run pays every pair once: top 1 % of 300 and 3 % of 50, sub 2 % of 300.
    const paid = await payAgentRebatesForDay(db, t.merchant, today, clock.clock());
    expect(paid).toMatchObject({ claims: 5, agents: 2, amount: units('4.50') + units('6') });
    const once = {
      cash: [units('4.50'), units('6')],
      transactions: 2,
      claims: 3,
      kept: units('10.50'),
    };
    expect(await state()).toEqual(once);
    // Per (bet, upline): what the view of the claims shows is what the ledger paid.
    const pairs = await db
      .select()
      .from(agentRebatePayouts)
      .where(inArray(agentRebatePayouts.agentId, agents));
    expect(pairs).toHaveLength(5);
    for (const [i, id] of agents.entries())
      expect(pairs.filter((p) => p.agentId === id).reduce((s, p) => s + p.amount, 0n)).toBe(
        once.cash[i],
      );

    // Again: nothing more.
    expect((await payAgentRebatesForDay(db, t.merchant, today, clock.clock())).claims).toBe(0);
    expect(await state()).toEqual(once);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agents.rebates.paid'), eq(auditLog.targetId, today)));
    expect(audits).toHaveLength(1);
  });
});
