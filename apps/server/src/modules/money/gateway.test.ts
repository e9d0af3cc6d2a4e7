import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  deposits,
  gatewayCallbackNonces,
  gatewayCallbackOutbox,
  ledgerTransactions,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberBalances } from '../ledger/ledger.service';
import { createGatewayOutbox, retryDelayMs } from './gateway-outbox';
import { moneyMember } from './money.test-support';
import { gatewayCallHeaders, signGatewayCall } from './payment-gateway';

const KEY = 'test-gateway-key-0123456789abcdef012345';
const UNIT = 10_000n;
const CALLBACK = '/wps/deposit/gateway/demo/callback';

describe('deposit through the demo payment gateway', () => {
  let t: TestApp;
  let now = new Date('2026-03-01T05:00:00Z');
  let seq = 0;
  const key = () => `gw-${Date.now().toString(36)}-${seq++}`;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now, gatewayKey: KEY });
  });
  afterAll(() => t.close());

  const outbox = (send?: Parameters<typeof createGatewayOutbox>[3]) =>
    createGatewayOutbox(
      t.database.db,
      () => now,
      KEY,
      send ?? ((request) => t.app.inject(request)),
    );

  const create = (headers: Record<string, string>, amount: string, idempotencyKey = key()) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/deposit/gateway',
      headers,
      payload: { amount, idempotencyKey },
    });

  /** A member with an open gateway payment: the deposit and the demo gateway's page. */
  async function opened(amount = '250') {
    const m = await moneyMember(t.database.db);
    const res = await create({ ...m.headers, language: 'th' }, amount);
    expect(res.statusCode).toBe(200);
    const deposit = res.json().value;
    const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, deposit.id));
    return { m, deposit, txId: row!.gatewayTxId!, reference: row!.reference };
  }

  const callback = (body: object, headers?: Record<string, string>) => {
    const text = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: headers ?? gatewayCallHeaders(KEY, text, now),
      payload: text,
    });
  };
  const paid = (o: { txId: string; reference: string }, amount = '250.0000') => ({
    txId: o.txId,
    reference: o.reference,
    amount,
    currency: 'THB',
    status: 'paid',
  });
  const cash = async (memberId: number) =>
    (await memberBalances(t.database.db, memberId, 'THB')).cash;
  const stateOf = async (id: number) =>
    (await t.database.db.select().from(deposits).where(eq(deposits.id, id)))[0]!.state;
  const nonceCount = async () => (await t.database.db.select().from(gatewayCallbackNonces)).length;

  it('offers the gateway with its limits beside the other methods', async () => {
    const m = await moneyMember(t.database.db);
    const res = await t.app.inject({ url: '/wps/deposit/methods', headers: m.headers });
    const gateway = res
      .json()
      .value.methods.find((x: { method: string }) => x.method === 'gateway');
    expect(gateway).toMatchObject({ min: '100.0000', max: '50000.0000', dailyMax: '200000.0000' });
  });

  it('opens a payment page in the player language; Pay credits the deposit once', async () => {
    const o = await opened();
    expect(o.deposit).toMatchObject({ method: 'gateway', state: 'pending', amount: '250.0000' });
    expect(o.deposit.payUrl).toBe(`/pay/demo/${o.txId}`);
    const page = await t.app.inject({ url: o.deposit.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="th">');
    expect(page.body).toContain('ชำระเงิน');
    expect(page.body).toContain('250.00 THB');
    const before = await cash(o.m.member.id);

    const pay = await t.app.inject({ method: 'POST', url: `${o.deposit.payUrl}/pay` });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/m/voucherCenter?deposit=${o.deposit.id}`);
    // Nothing moves until the gateway's callback arrives.
    expect(await stateOf(o.deposit.id)).toBe('pending');

    expect(await outbox().deliverDue()).toEqual({ sent: 1, acknowledged: 1 });
    expect(await stateOf(o.deposit.id)).toBe('credited');
    expect(await cash(o.m.member.id)).toBe(before + 250n * UNIT);
    const status = await t.app.inject({
      url: `/wps/deposit?id=${o.deposit.id}`,
      headers: o.m.headers,
    });
    expect(status.json().value).toMatchObject({ state: 'credited', payUrl: null });
    // Acknowledged: not sent again; the page is closed and a second Pay is refused.
    expect(await outbox().deliverDue()).toEqual({ sent: 0, acknowledged: 0 });
    const again = await t.app.inject({ method: 'POST', url: `${o.deposit.payUrl}/pay` });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('demo-pay-closed');
  });

  it('refuses a Pay posted from another site: nothing decided, and no site may frame the page', async () => {
    const o = await opened();
    const page = await t.app.inject({ url: o.deposit.payUrl });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const forged = await t.app.inject({
        method: 'POST',
        url: `${o.deposit.payUrl}/pay`,
        headers,
      });
      expect(forged.statusCode).toBe(403);
      // The player is shown the open page, to decide there.
      expect(forged.body).toContain('demo-pay-submit');
    }
    expect(await outbox().deliverDue()).toEqual({ sent: 0, acknowledged: 0 });
    expect(await stateOf(o.deposit.id)).toBe('pending');
    // From the page itself, the browser says same-origin: paid.
    const pay = await t.app.inject({
      method: 'POST',
      url: `${o.deposit.payUrl}/pay`,
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
    });
    expect(pay.statusCode).toBe(303);
  });

  it('Cancel rejects the deposit and moves no money', async () => {
    const o = await opened();
    const before = await cash(o.m.member.id);
    await t.app.inject({ method: 'POST', url: `${o.deposit.payUrl}/cancel` });
    await outbox().deliverDue();
    expect(await stateOf(o.deposit.id)).toBe('rejected');
    expect(await cash(o.m.member.id)).toBe(before);
  });

  it('retries a callback with back-off until it is acknowledged', async () => {
    const o = await opened();
    await t.app.inject({ method: 'POST', url: `${o.deposit.payUrl}/pay` });
    const down = outbox(async () => ({ statusCode: 503, body: 'unavailable' }));
    expect(await down.deliverDue()).toEqual({ sent: 1, acknowledged: 0 });
    expect(await stateOf(o.deposit.id)).toBe('pending');
    // Not due again before its back-off.
    expect(await outbox().deliverDue()).toEqual({ sent: 0, acknowledged: 0 });
    now = new Date(now.getTime() + retryDelayMs(0));
    expect(await outbox().deliverDue()).toEqual({ sent: 1, acknowledged: 1 });
    expect(await stateOf(o.deposit.id)).toBe('credited');
    const [row] = await t.database.db
      .select()
      .from(gatewayCallbackOutbox)
      .where(eq(gatewayCallbackOutbox.txId, o.txId));
    expect(row).toMatchObject({ attempts: 2, lastStatus: 200 });
  });

  it('refuses a bad signature, a stale timestamp, a changed amount or currency: nothing written', async () => {
    const o = await opened();
    const nonces = await nonceCount();
    const body = JSON.stringify(paid(o));
    const good = gatewayCallHeaders(KEY, body, now);

    const forged = await callback(paid(o), { ...good, 'x-gateway-signature': '0'.repeat(64) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, code: 'GATEWAY_SIGNATURE' });

    const otherKey = gatewayCallHeaders('another-key-0123456789abcdef0123456789', body, now);
    expect((await callback(paid(o), otherKey)).json().code).toBe('GATEWAY_SIGNATURE');

    const old = gatewayCallHeaders(KEY, body, new Date(now.getTime() - 6 * 60_000));
    const stale = await callback(paid(o), old);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'GATEWAY_STALE' });
    expect(stale.json().value.fields).toHaveProperty('x-gateway-timestamp');

    const changed = await callback(paid(o, '2500.0000'));
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({
      code: 'GATEWAY_MISMATCH',
      value: { fields: { amount: 'differs from the payment' } },
    });
    const currency = await callback({ ...paid(o), currency: 'USD' });
    expect(currency.statusCode).toBe(400);
    expect(currency.json().value.fields).toEqual({ currency: 'differs from the payment' });

    // The body changed after signing: the signature no longer matches.
    const tampered = await t.app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: good,
      payload: JSON.stringify(paid(o, '2500.0000')),
    });
    expect(tampered.json().code).toBe('GATEWAY_SIGNATURE');

    expect(await stateOf(o.deposit.id)).toBe('pending');
    expect(await nonceCount()).toBe(nonces);
  });

  it('refuses a replayed nonce; a retry with a new nonce is acknowledged without a change', async () => {
    const o = await opened();
    const before = await cash(o.m.member.id);
    const body = JSON.stringify(paid(o));
    const headers = gatewayCallHeaders(KEY, body, now);
    const first = await callback(paid(o), headers);
    expect(first.json()).toMatchObject({
      success: true,
      value: { applied: true, state: 'credited' },
    });
    const replay = await callback(paid(o), headers);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'GATEWAY_REPLAY' });
    const retry = await callback(paid(o));
    expect(retry.statusCode).toBe(200);
    expect(retry.json().value).toEqual({ applied: false, state: 'credited' });
    expect(await cash(o.m.member.id)).toBe(before + 250n * UNIT);
  });

  it('concurrent duplicate callbacks credit once', async () => {
    const o = await opened('300');
    const before = await cash(o.m.member.id);
    const body = JSON.stringify(paid(o, '300.0000'));
    const same = gatewayCallHeaders(KEY, body, now);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => callback(paid(o, '300.0000'))),
      ...Array.from({ length: 4 }, () => callback(paid(o, '300.0000'), same)),
    ]);
    const applied = answers.filter((a) => a.json().value?.applied === true);
    expect(applied).toHaveLength(1);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    // The same nonce four times: at most one of them was accepted.
    expect(answers.slice(6).filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(await cash(o.m.member.id)).toBe(before + 300n * UNIT);
    const postings = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `deposit:${o.deposit.id}`));
    expect(postings).toHaveLength(1);
  });

  it('a signature covers timestamp, nonce and body', () => {
    const a = signGatewayCall(KEY, '1', 'n'.repeat(16), '{}');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(signGatewayCall(KEY, '2', 'n'.repeat(16), '{}')).not.toBe(a);
    expect(signGatewayCall(KEY, '1', 'm'.repeat(16), '{}')).not.toBe(a);
    expect(signGatewayCall(KEY, '1', 'n'.repeat(16), '{ }')).not.toBe(a);
  });

  it('one key is one deposit; the key with another amount is refused in the member language', async () => {
    const m = await moneyMember(t.database.db);
    const k = key();
    const a = (await create(m.headers, '150', k)).json().value;
    const b = (await create(m.headers, '150', k)).json().value;
    expect(b).toEqual(a);
    const other = await create({ ...m.headers, language: 'th' }, '160', k);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'คำขอนี้ถูกส่งไปแล้วด้วยข้อมูลอื่น กรุณาเริ่มใหม่อีกครั้ง',
    });
  });

  it('checks the limits and the §6 member types', async () => {
    const m = await moneyMember(t.database.db);
    const low = await create(m.headers, '99');
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ code: 'AMOUNT_BELOW_MIN' });
    expect(low.json().value.fields).toHaveProperty('amount');
    expect((await create(m.headers, '100.001')).json().code).toBe('AMOUNT_DECIMALS');
    const type3 = await moneyMember(t.database.db, { customerType: 3 });
    const refused = await create(type3.headers, '200');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FREE_REJECT');
  });
});
