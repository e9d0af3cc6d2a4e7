import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../test/helpers/build-test-app';
import { memberBalances, postLedgerTransaction } from '../ledger/ledger.service';
import type { moneyMember } from '../money/money.test-support';
import { units } from './team.test-support';

type Member = Awaited<ReturnType<typeof moneyMember>>;

/**
 * Agents' cash in tests of the app `app()` (read when called: the app is built in `beforeAll`):
 * `fund` credits whole units from the house's adjustments, `cashOf` reads a member's cash.
 */
export function memberCash(app: () => TestApp) {
  const fund = (m: Member, whole: number) => {
    const { database, merchant } = app();
    return postLedgerTransaction(database.db, {
      merchantCode: merchant.code,
      currency: merchant.currency.code,
      kind: 'adjustment',
      idempotencyKey: `test-fund:${randomUUID()}`,
      memberId: m.member.id,
      entries: [
        { account: { member: m.member.id, kind: 'cash' }, amount: units(whole) },
        { account: { house: 'adjustments' }, amount: -units(whole) },
      ],
    });
  };
  const cashOf = async (m: Member) => {
    const { database, merchant } = app();
    return (await memberBalances(database.db, m.member.id, merchant.currency.code)).cash;
  };
  return { fund, cashOf };
}
