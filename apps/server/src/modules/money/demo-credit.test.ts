import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberBalances } from '../ledger/ledger.service';
import { toUnits } from '../../lib/money';
import { createWalletService, grantStartingBalance } from '../wallet/wallet.service';
import { createMoneyLedger } from './ledger-adapter';
import { moneyMember, PAYMENT_PASSWORD } from './money.test-support';

describe('demo credit is playable, never withdrawn (issue 28)', () => {
  let t: TestApp;
  let seq = 0;
  const key = () => `demo-credit-${Date.now().toString(36)}-${seq++}`;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, language: 'en' },
      payload,
      remoteAddress: randomIp(),
    });

  /** A demo member with the merchant's 1,000.00 demo credit, a payee name and a bank card. */
  async function grantedMember() {
    expect(t.merchant.wallet).toMatchObject({
      startingGrant: '1000.00',
      startingGrantIsDemoCredit: true,
    });
    const m = await moneyMember(t.database.db, {
      payeeName: 'Somchai Jaidee',
      paymentPassword: true,
    });
    await grantStartingBalance(t.database.db, t.merchant, m.member);
    const card = (
      await call('POST', '/wps/member/bankCard', m.headers, {
        bankCode: 'SCB',
        accountNumber: '9876543210',
        holderName: 'Somchai Jaidee',
      })
    ).json().value;
    const withdraw = (amount: string) =>
      call('POST', '/wps/withdraw', m.headers, {
        amount,
        bankCardId: card.id,
        paymentPassword: PAYMENT_PASSWORD,
        idempotencyKey: key(),
      });
    const rules = async () => (await call('GET', '/wps/withdraw/rules', m.headers)).json().value;
    const withdrawable = async () => (await rules()).balance;
    const deposit = (amount: string) =>
      t.database.db.transaction((tx) =>
        createMoneyLedger(() => new Date()).creditDeposit(tx, {
          merchantCode: 'DEMO',
          currency: 'THB',
          memberId: m.member.id,
          amount: toUnits(amount),
          idempotencyKey: key(),
          reference: 'D-test',
        }),
      );
    const lose = (amount: string) =>
      createWalletService(t.database.db, () => new Date()).bet({
        vendor: 'PG',
        txId: key(),
        memberId: m.member.id,
        amount: toUnits(amount),
      });
    const cash = async () => (await memberBalances(t.database.db, m.member.id, 'THB')).cash;
    return { withdraw, withdrawable, rules, deposit, lose, cash };
  }

  it('a member with only the grant cannot withdraw it', async () => {
    const m = await grantedMember();
    expect(await m.cash()).toBe(toUnits('1000'));
    expect(await m.withdrawable()).toBe('0.0000');
    const res = await m.withdraw('1000');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(Object.keys(res.json().value.fields)).toEqual(['amount']);
    expect(await m.cash()).toBe(toUnits('1000'));
  });

  it('a member who deposited withdraws the deposit, not the grant', async () => {
    const m = await grantedMember();
    await m.deposit('500');
    expect(await m.withdrawable()).toBe('500.0000');
    // The page says why the rest of the cash cannot be withdrawn: the demo credit held back.
    expect(await m.rules()).toMatchObject({ cash: '1500.0000', demoCreditHeld: '1000.0000' });
    expect((await m.withdraw('600')).json().code).toBe('INSUFFICIENT_BALANCE');
    const res = await m.withdraw('500');
    expect(res.statusCode, res.body).toBe(200);
    expect(await m.cash()).toBe(toUnits('1000'));
    expect(await m.withdrawable()).toBe('0.0000');
    expect((await m.withdraw('100')).json().code).toBe('INSUFFICIENT_BALANCE');
  });

  it('spends the member’s own money before the grant, and the grant once spent is gone', async () => {
    const m = await grantedMember();
    await m.deposit('200');
    await m.lose('300');
    // 200 of the member's own and 100 of the grant were lost: 900 of demo credit is left.
    expect(await m.cash()).toBe(toUnits('900'));
    expect(await m.withdrawable()).toBe('0.0000');
    await m.lose('900');
    await m.deposit('150');
    expect(await m.withdrawable()).toBe('150.0000');
    expect((await m.withdraw('150')).statusCode).toBe(200);
  });
});
