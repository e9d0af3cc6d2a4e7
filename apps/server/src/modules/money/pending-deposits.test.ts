import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { pngOf } from '../media/test-images.test-support';
import { movableClock } from '../ops/ops.test-support';
import { moneyMember } from './money.test-support';

/**
 * The deposit page loads the member's live pending deposits, so a PromptPay QR left for the bank
 * app is shown again after a reload (same amount, reference and expiry) instead of asked again.
 */
describe('the member’s live pending deposits', () => {
  let t: TestApp;
  let slipDir = '';
  const clock = movableClock();
  let seq = 0;
  const key = () => `pending-${Date.now().toString(36)}-${seq++}`;
  beforeAll(async () => {
    slipDir = await mkdtemp(join(tmpdir(), 'pending-deposit-slips-'));
    t = await buildTestApp(undefined, { clock: clock.clock, slipDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(slipDir, { recursive: true, force: true });
  });

  const post = (url: string, headers: object, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, language: 'en' },
      payload,
      remoteAddress: randomIp(),
    });
  const pending = (headers: object) =>
    t.app.inject({
      url: '/wps/deposit/pending',
      headers: { ...headers, language: 'en' },
      remoteAddress: randomIp(),
    });

  it('lists pending QR requests and bank transfers newest first, with their slips', async () => {
    const m = await moneyMember(t.database.db);
    const other = await moneyMember(t.database.db);
    expect((await pending(m.headers)).json().value).toEqual([]);
    const qr = (
      await post('/wps/deposit/promptpay', m.headers, { amount: '300', idempotencyKey: key() })
    ).json().value;
    clock.advance(1_000);
    const bank = (
      await post('/wps/deposit/manual', m.headers, {
        amount: '400',
        memberReference: 'โอนเวลา 13:45',
        idempotencyKey: key(),
      })
    ).json().value;
    const png = await pngOf(12, 9);
    const slip = await post('/wps/deposit/slip', m.headers, {
      depositId: bank.id,
      data: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(slip.statusCode, slip.body).toBe(200);
    await post('/wps/deposit/promptpay', other.headers, { amount: '300', idempotencyKey: key() });

    const res = await pending(m.headers);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().value;
    expect(list.map((d: { id: number }) => d.id)).toEqual([bank.id, qr.id]);
    expect(list[0]).toMatchObject({ method: 'bankTransfer', state: 'pending', slips: 1 });
    // The very QR asked for: the same amount to pay, reference, payload and expiry.
    expect(list[1]).toMatchObject({
      method: 'promptPay',
      state: 'pending',
      amount: qr.amount,
      reference: qr.reference,
      qrPayload: qr.qrPayload,
      expiresAt: qr.expiresAt,
      slips: 0,
    });
    expect(list[1].qrSvg).toMatch(/^<svg|^<\?xml/);
  });

  it('leaves out what is credited, expired or replaced', async () => {
    const m = await moneyMember(t.database.db);
    const ask = async (amount: string) =>
      (await post('/wps/deposit/promptpay', m.headers, { amount, idempotencyKey: key() })).json()
        .value;
    const paid = await ask('510');
    await post('/dev/deposit/promptpay/transfer', {}, { amount: paid.amount });
    const made = [await ask('520'), await ask('530'), await ask('540'), await ask('550')];
    // The fourth live request replaced the oldest (520).
    expect((await pending(m.headers)).json().value.map((d: { id: number }) => d.id)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((d) => d.id),
    );
    // Past their expiry (15 minutes on the demo merchant) none is live.
    clock.advance(16 * 60_000);
    expect((await pending(m.headers)).json().value).toEqual([]);
  });

  it('asks for a session', async () => {
    const res = await pending({});
    expect(res.statusCode).toBe(401);
  });
});
