import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { deposits } from '../../db/schema';
import { randomIp } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { PROMPTPAY_PENDING_MAX } from '@lotto/contract';

/** The tests that make a hundred members and more, and send each a request. */
const HEAVY_MS = 120_000;

/** Satang of a contract amount ('500.3700' → 50037). */
const satang = (amount: string) => Math.round(Number(amount) * 100);

/**
 * One member (or a few) could hold every satang fraction of an amount, and the
 * next member asking that amount got 503 BUSY. A member now keeps at most PROMPTPAY_PENDING_MAX
 * requests pending (a new one replaces their oldest), and the fractions widen when taken.
 */
describe('PromptPay requests: one member cannot deny others an amount', () => {
  let t: TestApp;
  let seq = 0;
  const key = () => `pp-${Date.now().toString(36)}-${seq++}`;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const member = () => memberWithSession(t.database.db);
  const ask = (headers: Record<string, string>, amount: string, idempotencyKey = key()) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/deposit/promptpay',
      headers: { ...headers, language: 'en' },
      payload: { amount, idempotencyKey },
      // Each call from its own address: the per-address rate limits are not under test here.
      remoteAddress: randomIp(),
    });
  const transfer = async (amount: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/dev/deposit/promptpay/transfer',
        payload: { amount },
        remoteAddress: randomIp(),
      })
    ).json().value.depositId as number | null;
  const pendingOf = async (memberId: number) =>
    (
      await t.database.db
        .select({ id: deposits.id })
        .from(deposits)
        .where(and(eq(deposits.memberId, memberId), eq(deposits.state, 'pending')))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);

  it('one member keeps at most the bound pending: a further request replaces their oldest', async () => {
    expect(PROMPTPAY_PENDING_MAX).toBe(3);
    const m = await member();
    const made = [];
    for (let i = 0; i < PROMPTPAY_PENDING_MAX + 2; i++) {
      const res = await ask(m.headers, '700');
      expect(res.statusCode).toBe(200);
      made.push(res.json().value);
    }
    const live = made.slice(-PROMPTPAY_PENDING_MAX);
    expect(await pendingOf(m.member.id)).toEqual(live.map((d) => d.id));
    // The live ones still match their transfers. Checked first: a replaced request's amount is
    // free again, and the newest may carry it, so a transfer of it below may pay the newest.
    const newest = live[live.length - 1];
    expect(await transfer(newest.amount)).toBe(newest.id);
    for (const replaced of made.slice(0, 2)) {
      const seen = await t.app.inject({
        url: `/wps/deposit?id=${replaced.id}`,
        headers: m.headers,
        remoteAddress: randomIp(),
      });
      expect(seen.json().value).toMatchObject({ state: 'expired', qrPayload: null });
      const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, replaced.id));
      expect(row?.decidedBy).toMatch(/^replaced by D[0-9A-F]{12}$/);
      // Its amount no longer credits it (a later request may carry that amount again).
      expect(await transfer(replaced.amount)).not.toBe(replaced.id);
    }
  });

  it('a retry with the same key answers the first request and replaces nothing', async () => {
    const m = await member();
    const keys = Array.from({ length: PROMPTPAY_PENDING_MAX + 1 }, () => key());
    const made = [];
    for (const k of keys) made.push((await ask(m.headers, '710', k)).json().value);
    const live = await pendingOf(m.member.id);
    expect(live).toEqual(made.slice(1).map((d) => d.id));
    // The replaced request, asked again with its key: the same request, as it is now.
    const first = await ask(m.headers, '710', keys[0]);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({
      id: made[0].id,
      amount: made[0].amount,
      state: 'expired',
    });
    // A live one asked again: the same request, and the member's oldest stays.
    const last = await ask(m.headers, '710', keys[keys.length - 1]);
    expect(last.json().value).toMatchObject({ id: made[made.length - 1].id, state: 'pending' });
    expect(await pendingOf(m.member.id)).toEqual(live);
    // Another amount with a used key is still a conflict, whatever the state of its request.
    expect((await ask(m.headers, '711', keys[0])).json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await pendingOf(m.member.id)).toEqual(live);
  });

  it('a replaced request no longer holds the daily limit; a refused request replaces nothing', async () => {
    // The demo merchant's PromptPay: at most 50,000 a request, 200,000 a day.
    const m = await member();
    for (let i = 0; i < 2; i++) {
      const paid = (await ask(m.headers, '50000')).json().value;
      expect(await transfer(paid.amount)).toBe(paid.id);
    }
    const made = [];
    for (let i = 0; i < PROMPTPAY_PENDING_MAX; i++) {
      made.push((await ask(m.headers, '30000')).json().value);
    }
    // 100,000 credited and 90,000 pending: 40,000 more fits once the oldest 30,000 is replaced.
    const fits = await ask(m.headers, '40000');
    expect(fits.statusCode).toBe(200);
    const live = [made[1].id, made[2].id, fits.json().value.id];
    expect(await pendingOf(m.member.id)).toEqual(live);
    // 30,000.01 would pass the limit even with the oldest replaced: refused, and that one stays.
    const over = await ask(m.headers, '30000.01');
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('DAILY_LIMIT');
    expect(await pendingOf(m.member.id)).toEqual(live);
  });

  it(
    'when every fraction 0.01…0.99 of an amount is taken, the next member is still served',
    async () => {
      // 33 members × 3 pending = 99: all the satang fractions of 600.
      const holders = await Promise.all(Array.from({ length: 33 }, member));
      const held: string[] = [];
      for (const h of holders) {
        for (let i = 0; i < PROMPTPAY_PENDING_MAX; i++) {
          const res = await ask(h.headers, '600');
          expect(res.statusCode).toBe(200);
          held.push(res.json().value.amount);
        }
      }
      expect(held.map(satang).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 99 }, (_, i) => 60_001 + i),
      );
      const late = await member();
      const res = await ask(late.headers, '600');
      expect(res.statusCode).toBe(200);
      const d = res.json().value;
      expect(d.requestedAmount).toBe('600.0000');
      // The next wider space: 0.01 … 9.99 over the asked amount, never below it.
      expect(satang(d.amount)).toBeGreaterThanOrEqual(60_100);
      expect(satang(d.amount)).toBeLessThanOrEqual(60_999);
      expect(held).not.toContain(d.amount);
      // The bank's transfer of that amount names the late member's request.
      expect(await transfer(d.amount)).toBe(d.id);
      // An amount whose own space the wider one overlaps is served too, with its own amount.
      const next = (await ask((await member()).headers, '601')).json().value;
      expect(satang(next.amount)).toBeGreaterThan(60_100);
      expect(held).not.toContain(next.amount);
    },
    HEAVY_MS,
  );

  it(
    'more than 99 members asking one amount at once all get distinct amounts, no 503',
    async () => {
      const many = await Promise.all(Array.from({ length: 150 }, member));
      const answers = await Promise.all(many.map((m) => ask(m.headers, '800')));
      expect(answers.map((a) => a.statusCode)).toEqual(many.map(() => 200));
      const amounts = answers.map((a) => a.json().value.amount as string);
      expect(new Set(amounts).size).toBe(150);
      for (const a of amounts) {
        expect(satang(a)).toBeGreaterThan(80_000);
        expect(satang(a)).toBeLessThanOrEqual(80_999);
      }
      // Each transfer credits the request that carries its amount, and only that one.
      const some = answers.slice(0, 5).map((a) => a.json().value);
      for (const d of some) expect(await transfer(d.amount)).toBe(d.id);
    },
    HEAVY_MS,
  );
});
