import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberBankCards } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { LOGIN_PASSWORD, moneyMember } from './money.test-support';
import { createBankCardsService } from './bank-cards.service';

describe('payee real name, bank cards and the §6 gate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
    language = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, language },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('payee name is set once, in the §5 format', async () => {
    const m = await moneyMember(t.database.db);
    const bad = await call('PUT', '/wps/member/info/payeename', m.headers, { payeeName: 'Som1' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields)).toEqual(['payeeName']);
    const ok = await call('PUT', '/wps/member/info/payeename', m.headers, {
      payeeName: 'สมชาย ใจดี',
    });
    expect(ok.statusCode).toBe(200);
    const again = await call(
      'PUT',
      '/wps/member/info/payeename',
      m.headers,
      { payeeName: 'Other Name' },
      'th',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYEE_NAME_ALREADY_SET');
    expect(again.json().message).toBe('ตั้งชื่อจริงผู้รับเงินแล้ว ไม่สามารถเปลี่ยนได้');
    const list = await call('GET', '/wps/member/bankCard', m.headers);
    expect(list.json().value).toEqual({ payeeName: 'สมชาย ใจดี', cards: [] });
  });

  it('bank list is the merchant’s', async () => {
    const m = await moneyMember(t.database.db);
    const res = await call('GET', '/wps/withdraw/banks', m.headers);
    expect(res.json().value.map((b: { code: string }) => b.code)).toEqual(
      t.merchant.money.banks.map((b) => b.code),
    );
  });

  it("names banks in the caller's language: the list, the cards and the deposit accounts", async () => {
    const m = await moneyMember(t.database.db, { payeeName: 'Somchai Jaidee' });
    const names = async (language: string) =>
      (await call('GET', '/wps/withdraw/banks', m.headers, undefined, language))
        .json()
        .value.filter((b: { code: string }) => b.code === 'KBANK')
        .map((b: { name: string }) => b.name);
    expect(await names('th')).toEqual(['ธนาคารกสิกรไทย']);
    expect(await names('en')).toEqual(['Kasikornbank']);
    expect(await names('ja')).toEqual(['カシコン銀行']);
    const added = await call(
      'POST',
      '/wps/member/bankCard',
      m.headers,
      { bankCode: 'SCB', accountNumber: '1234567890', holderName: 'Somchai Jaidee' },
      'th',
    );
    expect(added.statusCode, added.body).toBe(200);
    const cards = await call('GET', '/wps/member/bankCard', m.headers, undefined, 'th');
    expect(cards.json().value.cards.map((c: { bankName: string }) => c.bankName)).toEqual([
      'ธนาคารไทยพาณิชย์',
    ]);
    const methods = await call('GET', '/wps/deposit/methods', m.headers, undefined, 'th');
    const transfer = methods
      .json()
      .value.methods.find((x: { method: string }) => x.method === 'bankTransfer');
    expect(transfer.accounts.map((a: { bankName: string }) => a.bankName)).toEqual([
      'ธนาคารกสิกรไทย',
    ]);
  });

  it('adds cards checked per bank and payee name; removes; chooses the default', async () => {
    const m = await moneyMember(t.database.db, { payeeName: 'Somchai Jaidee' });
    const add = (body: object, language = 'en') =>
      call('POST', '/wps/member/bankCard', m.headers, body, language);
    const cases: [object, string, string][] = [
      [
        { bankCode: 'NOPE', accountNumber: '1234567890', holderName: 'Somchai Jaidee' },
        'bankCode',
        'UNKNOWN_BANK',
      ],
      [
        { bankCode: 'KBANK', accountNumber: '123456789', holderName: 'Somchai Jaidee' },
        'accountNumber',
        'ACCOUNT_NUMBER_LENGTH',
      ],
      [
        { bankCode: 'KBANK', accountNumber: '12345abc90', holderName: 'Somchai Jaidee' },
        'accountNumber',
        'BAD_REQUEST',
      ],
      [
        { bankCode: 'KBANK', accountNumber: '1234567890', holderName: 'Somsak Jaidee' },
        'holderName',
        'PAYEE_NAME_MISMATCH',
      ],
    ];
    for (const [body, field, code] of cases) {
      const res = await add(body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code).toBe(code);
      expect(Object.keys(res.json().value.fields)).toEqual([field]);
    }
    const mismatchTh = await add(
      { bankCode: 'KBANK', accountNumber: '1234567890', holderName: 'X Y' },
      'th',
    );
    expect(mismatchTh.json().message).toBe('ชื่อบัญชีต้องตรงกับชื่อจริงผู้รับเงินของคุณ');
    expect(
      await t.database.db
        .select()
        .from(memberBankCards)
        .where(eq(memberBankCards.memberId, m.member.id)),
    ).toEqual([]);

    const first = await add({
      bankCode: 'KBANK',
      accountNumber: '1234567890',
      holderName: 'somchai  JAIDEE',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({
      bankCode: 'KBANK',
      accountNumberMasked: '******7890',
      holderName: 'Somchai Jaidee',
      isDefault: true,
    });
    const dup = await add({
      bankCode: 'KBANK',
      accountNumber: '1234567890',
      holderName: 'Somchai Jaidee',
    });
    expect(dup.json().code).toBe('BANK_CARD_EXISTS');
    const second = await add({
      bankCode: 'GSB',
      accountNumber: '123456789012',
      holderName: 'Somchai Jaidee',
    });
    expect(second.json().value.isDefault).toBe(false);
    const secondId = second.json().value.id;
    expect(
      (await call('PUT', '/wps/member/bankCard/default', m.headers, { id: secondId })).statusCode,
    ).toBe(200);
    let list = (await call('GET', '/wps/member/bankCard', m.headers)).json().value.cards;
    expect(list.map((c: { id: number; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([
      [secondId, true],
      [first.json().value.id, false],
    ]);
    // Removing the default makes the one left the default; another member cannot touch them.
    const other = await moneyMember(t.database.db);
    expect(
      (await call('DELETE', `/wps/member/bankCard?id=${secondId}`, other.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/wps/member/bankCard?id=${secondId}`, m.headers)).statusCode,
    ).toBe(200);
    list = (await call('GET', '/wps/member/bankCard', m.headers)).json().value.cards;
    expect(list).toHaveLength(1);
    expect(list[0].isDefault).toBe(true);
  });

  it('a retry under the same Idempotency-Key is answered as the first add, not "already added"', async () => {
    const m = await moneyMember(t.database.db, { payeeName: 'Somchai Jaidee' });
    const body = { bankCode: 'KBANK', accountNumber: '2234567890', holderName: 'Somchai Jaidee' };
    const keyed = (key: string, payload: object) =>
      call('POST', '/wps/member/bankCard', { ...m.headers, 'idempotency-key': key }, payload);
    const first = await keyed('add-card-key-0001', body);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await keyed('add-card-key-0001', body);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const cards = await t.database.db
      .select()
      .from(memberBankCards)
      .where(eq(memberBankCards.memberId, m.member.id));
    expect(cards).toHaveLength(1);

    const otherBody = await keyed('add-card-key-0001', { ...body, accountNumber: '3234567890' });
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(Object.keys(otherBody.json().value.fields)).toEqual(['Idempotency-Key']);
    // A new intent (a new key) for the same account is still "already added".
    const again = await keyed('add-card-key-0002', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BANK_CARD_EXISTS');
    // Another member's key of the same text is theirs alone.
    const other = await moneyMember(t.database.db, { payeeName: 'Somchai Jaidee' });
    const theirs = await call(
      'POST',
      '/wps/member/bankCard',
      { ...other.headers, 'idempotency-key': 'add-card-key-0001' },
      body,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().value.id).not.toBe(first.json().value.id);
  });

  it('a call that died after adding the card is answered with that card when retried', async () => {
    const m = await moneyMember(t.database.db, { payeeName: 'Somchai Jaidee' });
    const cards = createBankCardsService(t.database.db, () => new Date());
    const body = { bankCode: 'SCB', accountNumber: '4234567890', holderName: 'Somchai Jaidee' };
    const added = await cards.add(t.merchant, m.member.id, body);
    await expect(cards.add(t.merchant, m.member.id, body)).rejects.toMatchObject({
      code: 'BANK_CARD_EXISTS',
    });
    expect(await cards.add(t.merchant, m.member.id, body, true)).toEqual(added);
  });

  it('§6: trial users and member types other than 0, 1, 2 are refused', async () => {
    const trial = await moneyMember(t.database.db, { isTrial: true });
    const res = await call('GET', '/wps/member/bankCard', trial.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'TRIAL_NOT_ALLOWED',
      message: 'Please login an actual account to use this function',
    });
    for (const customerType of [0, 1, 2]) {
      const m = await moneyMember(t.database.db, { customerType });
      expect((await call('GET', '/wps/withdraw/banks', m.headers)).statusCode).toBe(200);
    }
    for (const customerType of [3, 4, 40]) {
      const m = await moneyMember(t.database.db, { customerType });
      const refused = await call('GET', '/wps/withdraw/banks', m.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FREE_REJECT');
    }
  });

  it('the payment password never equals the login password', async () => {
    const m = await moneyMember(t.database.db);
    const same = await call('PUT', '/wps/member/paymentPassword', m.headers, {
      password: '123456',
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    // The login password is checked first: a wrong one is refused as such.
    expect(same.json().code).toBe('WRONG_CREDENTIALS');
    const ok = await call('PUT', '/wps/member/paymentPassword', m.headers, {
      password: LOGIN_PASSWORD,
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await call('GET', '/wps/member/hasWithdrawalPassword', m.headers)).json().value,
    ).toEqual({ hasPassword: true });
    // A change of the login password to the payment password is refused.
    const change = await call('PUT', '/wps/member/password', m.headers, {
      oldPassword: LOGIN_PASSWORD,
      newPassword: '246810',
      confirmPassword: '246810',
    });
    expect(change.statusCode).toBe(400);
  });
});
