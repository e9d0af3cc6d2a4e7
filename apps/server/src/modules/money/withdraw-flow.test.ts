import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, deposits, withdrawals } from '../../db/schema';
import { randomIp } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberBalances } from '../ledger/ledger.service';
import { get, movableClock, operatorsOfRoles, post } from '../ops/ops.test-support';
import { moneyMember, PAYMENT_PASSWORD } from './money.test-support';
import { PAYMENT_PASSWORD_MAX_FAILURES } from './payment-password.service';

const UNIT = 10_000n;

describe('deposit credited once, withdraw held, approved, paid or rejected', () => {
  let t: TestApp;
  const clock = movableClock();
  let finance: string;
  let support: string;
  let seq = 0;
  const key = () => `flow-${Date.now().toString(36)}-${seq++}`;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    const { tokens } = await operatorsOfRoles(t, clock, ['owner', 'finance', 'support']);
    finance = tokens.get('finance')!;
    support = tokens.get('support')!;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, language: 'en' },
      payload,
      // Each call from its own address: the per-address rate limits are not under test here.
      remoteAddress: randomIp(),
    });
  const cash = async (memberId: number) =>
    (await memberBalances(t.database.db, memberId, 'THB')).cash;

  /** A member with 1,000.xx credited by a PromptPay transfer through the demo matching. */
  async function fundedMember() {
    const m = await moneyMember(t.database.db, {
      payeeName: 'Somchai Jaidee',
      paymentPassword: true,
    });
    const d = (
      await call('POST', '/wps/deposit/promptpay', m.headers, {
        amount: '1000',
        idempotencyKey: key(),
      })
    ).json().value;
    const match = await call('POST', '/dev/deposit/promptpay/transfer', {}, { amount: d.amount });
    expect(match.json().value).toEqual({ depositId: d.id });
    const card = (
      await call('POST', '/wps/member/bankCard', m.headers, {
        bankCode: 'SCB',
        accountNumber: '9876543210',
        holderName: 'Somchai Jaidee',
      })
    ).json().value;
    return { m, deposit: d, card };
  }

  it('a matched transfer credits the exact amount once; the member sees it credited', async () => {
    const { m, deposit } = await fundedMember();
    const credited = BigInt(deposit.amount.replace('.', ''));
    const start = await cash(m.member.id);
    expect(start).toBeGreaterThanOrEqual(credited);
    // The same transfer reported again matches nothing and moves nothing.
    const again = await call(
      'POST',
      '/dev/deposit/promptpay/transfer',
      {},
      { amount: deposit.amount },
    );
    expect(again.json().value).toEqual({ depositId: null });
    expect(await cash(m.member.id)).toBe(start);
    const status = await call('GET', `/wps/deposit?id=${deposit.id}`, m.headers);
    expect(status.json().value).toMatchObject({ state: 'credited', qrSvg: null });
    // Finance cannot credit it a second time.
    const twice = await post(
      t,
      '/ops/finance/deposits/decide',
      { id: deposit.id, action: 'credit' },
      finance,
    );
    expect(twice.statusCode).toBe(409);
    expect(await cash(m.member.id)).toBe(start);
  });

  it('finance credits or rejects a pending deposit, audited; support may not', async () => {
    const m = await moneyMember(t.database.db);
    const d = (
      await call('POST', '/wps/deposit/promptpay', m.headers, {
        amount: '250',
        idempotencyKey: key(),
      })
    ).json().value;
    const start = await cash(m.member.id);
    const refused = await post(
      t,
      '/ops/finance/deposits/decide',
      { id: d.id, action: 'credit' },
      support,
    );
    expect(refused.statusCode).toBe(403);
    const list = (await get(t, '/ops/finance/deposits', finance)).json().value;
    expect(list.some((r: { id: number }) => r.id === d.id)).toBe(true);
    const ok = await post(
      t,
      '/ops/finance/deposits/decide',
      { id: d.id, action: 'credit' },
      finance,
    );
    expect(ok.json().value).toMatchObject({ state: 'credited', decidedBy: 'operator:op_finance' });
    expect((await cash(m.member.id)) - start).toBe(BigInt(d.amount.replace('.', '')));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.credit'), eq(auditLog.targetId, String(d.id))));
    expect(audit).toHaveLength(1);
  });

  it('withdraw: held at once, approved then paid; each step a ledger posting and an audit line', async () => {
    const { m, card } = await fundedMember();
    const start = await cash(m.member.id);
    const k = key();
    const body = {
      amount: '300',
      bankCardId: card.id,
      paymentPassword: PAYMENT_PASSWORD,
      idempotencyKey: k,
    };
    const res = await call('POST', '/wps/withdraw', m.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    const w = res.json().value;
    expect(w).toMatchObject({
      amount: '300.0000',
      state: 'pending',
      accountNumberMasked: '******3210',
    });
    // A retry of the same request moves nothing more.
    expect((await call('POST', '/wps/withdraw', m.headers, body)).json().value.id).toBe(w.id);
    let balances = await memberBalances(t.database.db, m.member.id, 'THB');
    expect(balances.cash).toBe(start - 300n * UNIT);
    expect(balances.withdrawalHold).toBe(300n * UNIT);
    // Paid before approved is refused.
    expect(
      (await post(t, '/ops/finance/withdrawals/decide', { id: w.id, action: 'paid' }, finance))
        .statusCode,
    ).toBe(409);
    for (const action of ['approve', 'paid']) {
      const step = await post(t, '/ops/finance/withdrawals/decide', { id: w.id, action }, finance);
      expect(step.statusCode, step.body).toBe(200);
    }
    balances = await memberBalances(t.database.db, m.member.id, 'THB');
    expect(balances).toMatchObject({ cash: start - 300n * UNIT, withdrawalHold: 0n });
    const list = (await call('GET', '/wps/withdraw/list', m.headers)).json().value;
    expect(list[0]).toMatchObject({ id: w.id, state: 'paid' });
    const lines = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'withdrawal'), eq(auditLog.targetId, String(w.id))));
    expect(lines.map((l) => l.action).sort()).toEqual(['withdrawal.approve', 'withdrawal.paid']);
  });

  it('a rejected withdrawal returns the hold', async () => {
    const { m, card } = await fundedMember();
    const start = await cash(m.member.id);
    const w = (
      await call('POST', '/wps/withdraw', m.headers, {
        amount: '200.50',
        bankCardId: card.id,
        paymentPassword: PAYMENT_PASSWORD,
        idempotencyKey: key(),
      })
    ).json().value;
    const rejected = await post(
      t,
      '/ops/finance/withdrawals/decide',
      { id: w.id, action: 'reject' },
      finance,
    );
    expect(rejected.json().value.state).toBe('rejected');
    expect(await memberBalances(t.database.db, m.member.id, 'THB')).toMatchObject({
      cash: start,
      withdrawalHold: 0n,
    });
    expect(
      (await post(t, '/ops/finance/withdrawals/decide', { id: w.id, action: 'reject' }, finance))
        .statusCode,
    ).toBe(409);
  });

  it('bad withdrawals get a 4xx naming the field, and nothing is written', async () => {
    const { m, card } = await fundedMember();
    const start = await cash(m.member.id);
    const base = { amount: '300', bankCardId: card.id, paymentPassword: PAYMENT_PASSWORD };
    const cases: [object, string, string][] = [
      [{ amount: '-5' }, 'amount', 'BAD_REQUEST'],
      [{ amount: '0' }, 'amount', 'BAD_REQUEST'],
      [{ amount: 'ten' }, 'amount', 'BAD_REQUEST'],
      [{ amount: '300.123' }, 'amount', 'AMOUNT_DECIMALS'],
      [{ amount: '50' }, 'amount', 'AMOUNT_BELOW_MIN'],
      [{ amount: '50000.01' }, 'amount', 'AMOUNT_ABOVE_MAX'],
      [{ amount: '5000' }, 'amount', 'INSUFFICIENT_BALANCE'],
      [{ bankCardId: 2_147_483_647 }, 'bankCardId', 'NOT_FOUND'],
      [{ paymentPassword: '12345' }, 'paymentPassword', 'BAD_REQUEST'],
    ];
    for (const [change, field, code] of cases) {
      const res = await call('POST', '/wps/withdraw', m.headers, {
        ...base,
        ...change,
        idempotencyKey: key(),
      });
      expect(res.statusCode, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(change)).toBeLessThan(500);
      expect(res.json().code, JSON.stringify(change)).toBe(code);
      expect(Object.keys(res.json().value.fields), JSON.stringify(change)).toEqual([field]);
    }
    expect(
      await t.database.db.select().from(withdrawals).where(eq(withdrawals.memberId, m.member.id)),
    ).toEqual([]);
    expect(await cash(m.member.id)).toBe(start);
  });

  it('5 wrong payment passwords lock withdrawals for 15 minutes', async () => {
    const { m, card } = await fundedMember();
    const tryWith = (paymentPassword: string) =>
      call('POST', '/wps/withdraw', m.headers, {
        amount: '100',
        bankCardId: card.id,
        paymentPassword,
        idempotencyKey: key(),
      });
    for (let i = 1; i < PAYMENT_PASSWORD_MAX_FAILURES; i++) {
      const res = await tryWith('000000');
      expect(res.json().code).toBe('PAYMENT_PASSWORD_WRONG');
      expect(Object.keys(res.json().value.fields)).toEqual(['paymentPassword']);
    }
    // The refusal that sets the lock says how long it lasts, as every later one does.
    const locking = (await tryWith('000000')).json();
    expect(locking.code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(locking.value.retryAfterMs).toBe(15 * 60_000);
    // Locked: even the right password is refused, until 15 minutes have passed.
    expect((await tryWith(PAYMENT_PASSWORD)).json().code).toBe('PAYMENT_PASSWORD_LOCKED');
    clock.advance(14 * 60_000);
    const later = await tryWith(PAYMENT_PASSWORD);
    expect(later.statusCode).toBe(429);
    expect(later.json().value.retryAfterMs).toBeGreaterThan(55_000);
    expect(later.json().value.retryAfterMs).toBeLessThanOrEqual(60_000);
    clock.advance(2 * 60_000);
    expect((await tryWith(PAYMENT_PASSWORD)).statusCode).toBe(200);
  });

  it('requests sent at once cannot pass the daily count together', async () => {
    const { m, card } = await fundedMember();
    const answers = await Promise.all(
      Array.from({ length: 7 }, () =>
        call('POST', '/wps/withdraw', m.headers, {
          amount: '100',
          bankCardId: card.id,
          paymentPassword: PAYMENT_PASSWORD,
          idempotencyKey: key(),
        }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code)).sort();
    expect(codes).toEqual(['DAILY_LIMIT', 'DAILY_LIMIT', 'ok', 'ok', 'ok', 'ok', 'ok']);
  });

  it('daily count, turnover still required, and the rules the page shows', async () => {
    const { m, card } = await fundedMember();
    const rules = (await call('GET', '/wps/withdraw/rules', m.headers)).json().value;
    expect(rules).toMatchObject({
      enabled: true,
      min: '100.0000',
      dailyCount: 5,
      usedTodayCount: 0,
      hasPaymentPassword: true,
      turnoverRequired: '0.0000',
      demoCreditHeld: '0.0000',
    });
    // No turnover outstanding, no demo credit: all the cash can be withdrawn.
    expect(Number(rules.cash)).toBeGreaterThan(0);
    expect(rules.balance).toBe(rules.cash);
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/wps/withdraw', m.headers, {
        amount: '100',
        bankCardId: card.id,
        paymentPassword: PAYMENT_PASSWORD,
        idempotencyKey: key(),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const sixth = await call('POST', '/wps/withdraw', m.headers, {
      amount: '100',
      bankCardId: card.id,
      paymentPassword: PAYMENT_PASSWORD,
      idempotencyKey: key(),
    });
    expect(sixth.json().code).toBe('DAILY_LIMIT');
    // A deposit that carries a turnover requirement blocks withdrawals until it is played.
    await t.database.db
      .update(deposits)
      .set({ turnoverRequired: 1000n * UNIT })
      .where(eq(deposits.memberId, m.member.id));
    const after = (await call('GET', '/wps/withdraw/rules', m.headers)).json().value;
    expect(after).toMatchObject({
      turnoverRequired: '1000.0000',
      turnoverDone: '0.0000',
      usedTodayCount: 5,
      // Turnover outstanding refuses every withdrawal: nothing is withdrawable now, though the
      // cash is still there.
      balance: '0.0000',
      cash: (Number(rules.cash) - 500).toFixed(4),
      demoCreditHeld: '0.0000',
    });
  });
});
