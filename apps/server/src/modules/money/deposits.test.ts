import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse } from 'promptparse';
import { deposits } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { moneyMember } from './money.test-support';

describe('deposit by PromptPay QR', () => {
  let t: TestApp;
  let now = new Date('2026-03-01T05:00:00Z');
  let keySeq = 0;
  const key = () => `key-${Date.now().toString(36)}-${keySeq++}`;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
  });
  afterAll(() => t.close());

  const create = (headers: Record<string, string>, payload: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/deposit/promptpay',
      headers: { ...headers, language },
      payload,
    });

  it('lists the methods with their limits', async () => {
    const m = await moneyMember(t.database.db);
    const res = await t.app.inject({ url: '/wps/deposit/methods', headers: m.headers });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ currency: 'THB', decimals: 2 });
    expect(value.methods[0]).toMatchObject({
      method: 'promptPay',
      min: '100.0000',
      max: '50000.0000',
      usedToday: '0.0000',
    });
  });

  it('answers the exact amount with a unique satang fraction, its EMVCo payload and QR', async () => {
    const m = await moneyMember(t.database.db);
    const res = await create(m.headers, { amount: '500', idempotencyKey: key() });
    expect(res.statusCode).toBe(200);
    const d = res.json().value;
    expect(d).toMatchObject({ method: 'promptPay', requestedAmount: '500.0000', state: 'pending' });
    expect(d.amount).toMatch(/^500\.(0[1-9]|[1-9]\d)00$/);
    expect(d.expiresAt - d.createdAt).toBe(15 * 60_000);
    const qr = parse(d.qrPayload, true);
    expect(qr?.getTagValue('54')).toBe(d.amount.slice(0, -2));
    expect(qr?.getTagValue('29', '01')).toBe('0066812345678');
    expect(qr?.getTagValue('53')).toBe('764');
    expect(d.qrSvg).toMatch(/^<svg/);
    // Two pending requests of the same asked amount never carry the same amount to pay.
    const amounts = new Set([d.amount]);
    for (let i = 0; i < 5; i++) {
      const other = await moneyMember(t.database.db);
      amounts.add(
        (await create(other.headers, { amount: '500', idempotencyKey: key() })).json().value.amount,
      );
    }
    expect(amounts.size).toBe(6);
  });

  it('a retry with the same key answers the first request; another amount is a conflict', async () => {
    const m = await moneyMember(t.database.db);
    const k = key();
    const first = (await create(m.headers, { amount: '300.50', idempotencyKey: k })).json().value;
    const again = (await create(m.headers, { amount: '300.50', idempotencyKey: k })).json().value;
    expect(again.id).toBe(first.id);
    expect(again.amount).toBe(first.amount);
    const changed = await create(m.headers, { amount: '301', idempotencyKey: k });
    expect(changed.statusCode).toBe(409);
    expect(Object.keys(changed.json().value.fields)).toEqual(['idempotencyKey']);
    const rows = await t.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.memberId, m.member.id));
    expect(rows).toHaveLength(1);
  });

  it('bad amounts get a 4xx naming the field, and nothing is written', async () => {
    const m = await moneyMember(t.database.db);
    const cases: [unknown, string][] = [
      ['-100', 'BAD_REQUEST'],
      ['0', 'BAD_REQUEST'],
      ['0.00', 'BAD_REQUEST'],
      ['abc', 'BAD_REQUEST'],
      ['1e5', 'BAD_REQUEST'],
      [100, 'BAD_REQUEST'],
      ['100.001', 'AMOUNT_DECIMALS'],
      ['99.99', 'AMOUNT_BELOW_MIN'],
      ['50000.01', 'AMOUNT_ABOVE_MAX'],
      ['99999999999999999999', 'BAD_REQUEST'],
    ];
    for (const [amount, code] of cases) {
      const res = await create(m.headers, { amount, idempotencyKey: key() });
      expect(res.statusCode, String(amount)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, String(amount)).toBeLessThan(500);
      expect(res.json().code, String(amount)).toBe(code);
      expect(Object.keys(res.json().value.fields), String(amount)).toEqual(['amount']);
    }
    const th = await create(m.headers, { amount: '99', idempotencyKey: key() }, 'th');
    expect(th.json().message).toBe('จำนวนเงินต่ำกว่าขั้นต่ำ');
    const noKey = await create(m.headers, { amount: '100' });
    expect(Object.keys(noKey.json().value.fields)).toEqual(['idempotencyKey']);
    expect(
      await t.database.db.select().from(deposits).where(eq(deposits.memberId, m.member.id)),
    ).toEqual([]);
  });

  /** A request of `amount` the demo matching credits at once. */
  const credited = async (headers: Record<string, string>, amount: string) => {
    const d = (await create(headers, { amount, idempotencyKey: key() })).json().value;
    const match = await t.app.inject({
      method: 'POST',
      url: '/dev/deposit/promptpay/transfer',
      payload: { amount: d.amount },
    });
    expect(match.json().value).toEqual({ depositId: d.id });
  };

  it('the daily maximum counts pending and credited requests of the merchant’s day', async () => {
    const m = await moneyMember(t.database.db);
    await credited(m.headers, '50000');
    await credited(m.headers, '50000');
    for (let i = 0; i < 2; i++) {
      expect((await create(m.headers, { amount: '50000', idempotencyKey: key() })).statusCode).toBe(
        200,
      );
    }
    const over = await create(m.headers, { amount: '100', idempotencyKey: key() });
    expect(over.json().code).toBe('DAILY_LIMIT');
    expect(Object.keys(over.json().value.fields)).toEqual(['amount']);
  });

  it('requests sent at once cannot pass the daily maximum together', async () => {
    const m = await moneyMember(t.database.db);
    // 100,000 of the 200,000 credited: room for two more of 50,000 (fewer than the pending bound).
    await credited(m.headers, '50000');
    await credited(m.headers, '50000');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        create(m.headers, { amount: '50000', idempotencyKey: key() }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code)).sort();
    expect(codes).toEqual(['DAILY_LIMIT', 'DAILY_LIMIT', 'DAILY_LIMIT', 'DAILY_LIMIT', 'ok', 'ok']);
  });

  it('a request past its expiry answers expired and no longer matches a transfer', async () => {
    const m = await moneyMember(t.database.db);
    const d = (await create(m.headers, { amount: '777', idempotencyKey: key() })).json().value;
    now = new Date(now.getTime() + 16 * 60_000);
    const res = await t.app.inject({ url: `/wps/deposit?id=${d.id}`, headers: m.headers });
    expect(res.json().value).toMatchObject({ state: 'expired', qrPayload: null, qrSvg: null });
    const match = await t.app.inject({
      method: 'POST',
      url: '/dev/deposit/promptpay/transfer',
      payload: { amount: d.amount },
    });
    expect(match.json().value).toEqual({ depositId: null });
    // Another member cannot read it.
    const other = await moneyMember(t.database.db);
    expect(
      (await t.app.inject({ url: `/wps/deposit?id=${d.id}`, headers: other.headers })).statusCode,
    ).toBe(404);
  });

  it('§6 gates deposits too', async () => {
    const trial = await moneyMember(t.database.db, { isTrial: true });
    expect(
      (await create(trial.headers, { amount: '100', idempotencyKey: key() })).json().code,
    ).toBe('TRIAL_NOT_ALLOWED');
    const type3 = await moneyMember(t.database.db, { customerType: 3 });
    expect(
      (await create(type3.headers, { amount: '100', idempotencyKey: key() })).json().code,
    ).toBe('FREE_REJECT');
  });
});
