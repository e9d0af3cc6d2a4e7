/**
 * Every money call that opens something is sent several times at once with one key,
 * on PostgreSQL (PGlite's single connection serialises calls and hides races). Each must open
 * its thing once and answer every retry with the first answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { seedLottery } from '../../src/db/seed/demo-lottery';
import {
  demoGatewayPayments,
  deposits,
  ledgerTransactions,
  lotteryOrders,
  withdrawals,
} from '../../src/db/schema';
import { memberBalances } from '../../src/modules/ledger/ledger.service';
import { moneyMember, PAYMENT_PASSWORD } from '../../src/modules/money/money.test-support';
import { randomIp } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { reliabilityPostgres, SERVER_URL } from './killable-server';

const available = await reliabilityPostgres('money-concurrency');
/** How many copies of one call are sent at once. */
const COPIES = 6;
const UNIT = 10_000n;
/** VN_FAST1 draws every minute; at 09:34:20 in Bangkok draw 0576 (09:35) is open. */
const NOW = new Date('2026-11-21T09:34:20+07:00');

describe.skipIf(!available)('concurrent same-key money calls on PostgreSQL', () => {
  let t: TestApp;
  let seq = 0;
  const key = (what: string) => `cc-${what}-${Date.now().toString(36)}-${seq++}`;
  beforeAll(async () => {
    t = await buildTestApp(undefined, {
      clock: () => NOW,
      postgresUrl: SERVER_URL,
      rateLimitMax: 1_000_000,
    });
    await seedLottery(t.database.db, t.merchant.code);
  }, 120_000);
  afterAll(() => t?.close());

  const call = (url: string, headers: object, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, language: 'en' },
      payload,
      remoteAddress: randomIp(),
    });
  /** The same call COPIES times at once: every answer, in order. */
  const burst = (url: string, headers: object, payload: object) =>
    Promise.all(Array.from({ length: COPIES }, () => call(url, headers, payload)));
  /** 409 IDEMPOTENCY_IN_PROGRESS is a retry's honest answer; the others must agree. */
  const settled = (answers: Awaited<ReturnType<typeof burst>>) =>
    answers.filter((a) => a.statusCode !== 409 || !a.body.includes('IDEMPOTENCY_IN_PROGRESS'));

  it('a gateway deposit opens one payment, and every retry is given its page', async () => {
    for (let round = 0; round < 5; round++) {
      const m = await moneyMember(t.database.db);
      const body = { amount: '250', idempotencyKey: key('gw') };
      const answers = settled(await burst('/wps/deposit/gateway', m.headers, body));
      expect(answers.length).toBeGreaterThan(0);
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      const values = answers.map((a) => a.json().value as { id: number; payUrl: string });
      expect(new Set(values.map((v) => v.id)).size).toBe(1);
      expect(new Set(values.map((v) => v.payUrl)).size).toBe(1);
      const [deposit] = await t.database.db
        .select()
        .from(deposits)
        .where(eq(deposits.id, values[0]!.id));
      const payments = await t.database.db
        .select()
        .from(demoGatewayPayments)
        .where(eq(demoGatewayPayments.reference, deposit!.reference));
      expect(payments.map((p) => p.id)).toEqual([deposit!.gatewayTxId]);
      expect(values[0]!.payUrl).toBe(`/pay/demo/${deposit!.gatewayTxId}`);
      // A retry later is given the same page.
      const later = await call('/wps/deposit/gateway', m.headers, body);
      expect(later.json().value.payUrl).toBe(values[0]!.payUrl);
    }
  });

  it('a PromptPay request is made once, with one amount to pay', async () => {
    const m = await moneyMember(t.database.db);
    const body = { amount: '300', idempotencyKey: key('pp') };
    const answers = settled(await burst('/wps/deposit/promptpay', m.headers, body));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const values = answers.map((a) => a.json().value as { id: number; amount: string });
    expect(new Set(values.map((v) => `${v.id}:${v.amount}`)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(deposits)
      .where(
        and(eq(deposits.memberId, m.member.id), eq(deposits.idempotencyKey, body.idempotencyKey)),
      );
    expect(rows).toHaveLength(1);
  });

  /** 1,000.xx of cash, by a PromptPay transfer through the demo matching. */
  async function fund(m: { headers: object }) {
    const d = (
      await call('/wps/deposit/promptpay', m.headers, { amount: '1000', idempotencyKey: key('f') })
    ).json().value;
    const matched = await call('/dev/deposit/promptpay/transfer', {}, { amount: d.amount });
    expect(matched.json().value).toEqual({ depositId: d.id });
  }

  /** A funded member with a payee name, a payment password and a bank card. */
  async function withdrawer() {
    const m = await moneyMember(t.database.db, {
      payeeName: 'Somchai Jaidee',
      paymentPassword: true,
    });
    await fund(m);
    const card = (
      await call('/wps/member/bankCard', m.headers, {
        bankCode: 'SCB',
        accountNumber: '9876543210',
        holderName: 'Somchai Jaidee',
      })
    ).json().value as { id: number };
    return { m, card };
  }

  it('a withdrawal holds the money once', async () => {
    const { m, card } = await withdrawer();
    const before = await memberBalances(t.database.db, m.member.id, 'THB');
    const body = {
      amount: '300',
      bankCardId: card.id,
      paymentPassword: PAYMENT_PASSWORD,
      idempotencyKey: key('wd'),
    };
    const answers = settled(await burst('/wps/withdraw', m.headers, body));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().value.id)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.memberId, m.member.id));
    expect(rows).toHaveLength(1);
    const after = await memberBalances(t.database.db, m.member.id, 'THB');
    expect(before.cash - after.cash).toBe(300n * UNIT);
    expect(after.withdrawalHold - before.withdrawalHold).toBe(300n * UNIT);
  });

  it('a withdrawal of all the cash held once is no refusal to its own retries', async () => {
    const { m, card } = await withdrawer();
    const { cash } = await memberBalances(t.database.db, m.member.id, 'THB');
    const body = {
      amount: (Number(cash) / 10_000).toFixed(2),
      bankCardId: card.id,
      paymentPassword: PAYMENT_PASSWORD,
      idempotencyKey: key('all'),
    };
    // The copies that check the balance after the first has held it must answer the first.
    const answers = settled(await burst('/wps/withdraw', m.headers, body));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().value.id)).size).toBe(1);
  });

  it('a lottery order is placed and debited once', async () => {
    const m = await moneyMember(t.database.db);
    await fund(m);
    const k = key('lo');
    const slip = {
      gameCode: 'VN_FAST1',
      numero: '202611210576',
      draws: 2,
      bets: [{ betType: 'vn_de', numbers: ['12', '34'], stakePerUnit: '10' }],
    };
    const answers = settled(
      await Promise.all(
        Array.from({ length: COPIES }, () =>
          t.app.inject({
            method: 'POST',
            url: '/lgw/orders',
            headers: { ...m.headers, 'idempotency-key': k },
            payload: slip,
            remoteAddress: randomIp(),
          }),
        ),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const orders = await t.database.db
      .select()
      .from(lotteryOrders)
      .where(eq(lotteryOrders.memberId, m.member.id));
    expect(orders).toHaveLength(1);
    const [debits] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.memberId, m.member.id),
          eq(ledgerTransactions.kind, 'lottery_bet'),
        ),
      );
    expect(debits!.n).toBe(1);
  });
});
