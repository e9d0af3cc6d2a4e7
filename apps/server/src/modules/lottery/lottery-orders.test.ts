import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { betTypeOf, DEFAULT_LOTTERY_SETTINGS, winOf } from '@lotto/contract';
import type { Db } from '../../db/client';
import {
  idempotencyRecords,
  ledgerTransactions,
  lotteryGames,
  lotteryOrders,
  lotterySubOrders,
} from '../../db/schema';
import { seedLottery } from '../../db/seed/demo-lottery';
import { auth, registerMember } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { toUnits } from '../../lib/money';
import { drawDue } from './lottery-draw-job';
import { deriveResult } from './lottery-fair';
import { settleDraw, settleDue } from './lottery-settlement';

/** The demo merchant's zone is Asia/Bangkok, UTC+7 all year. */
const bkk = (isoLocal: string) => new Date(`${isoLocal}+07:00`);
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

describe('lottery orders and settlement', () => {
  let t: TestApp;
  let db: Db;
  let now = bkk('2026-11-21T09:34:20');
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
    db = t.database.db;
    await seedLottery(db, t.merchant.code);
    token = await newMember();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = bkk('2026-11-21T09:34:20');
  });

  /** Registration checks its proof of work against the clock: registered in the present. */
  async function newMember(): Promise<string> {
    const kept = now;
    now = new Date();
    try {
      return (await registerMember(t.app)).token;
    } finally {
      now = kept;
    }
  }
  const place = (body: unknown, key = newKey(), who = token) =>
    t.app.inject({
      method: 'POST',
      url: '/lgw/orders',
      headers: { ...auth(who), 'idempotency-key': key },
      payload: body as Record<string, unknown>,
    });
  const balance = async (who = token) =>
    (await t.app.inject({ url: '/wps/wallet/balance', headers: auth(who) })).json().value;
  const cash = async (who = token): Promise<bigint> => {
    const b = await balance(who);
    return toUnits(b.sumBalance as string);
  };
  const count = async (table: typeof lotteryOrders | typeof lotterySubOrders) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  const ledgerCount = async (prefix: string) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.idempotencyKey, `${prefix}%`))
    )[0]?.n ?? 0;

  // VN_FAST1: draws every minute, betting closes 5 s before; 09:35 is draw 0576 of the day.
  const slip = {
    gameCode: 'VN_FAST1',
    numero: '202611210576',
    draws: 3,
    bets: [
      { betType: 'vn_de', numbers: ['12', '34'], stakePerUnit: '10' },
      { betType: 'vn_lo', numbers: ['56'], stakePerUnit: '5' },
    ],
  };

  it('places a slip: a sub-order per draw and bet type, the total debited once', async () => {
    const before = await cash();
    const key = newKey();
    const res = await place(slip, key);
    expect(res.statusCode, res.body).toBe(200);
    const { order } = res.json().value;
    expect(order.totalStake).toBe('75.0000');
    expect(order.subOrders).toHaveLength(6);
    expect(order.subOrders.map((s: { numero: string }) => s.numero)).toEqual([
      '202611210576',
      '202611210576',
      '202611210577',
      '202611210577',
      '202611210578',
      '202611210578',
    ]);
    expect(order.subOrders[0]).toMatchObject({
      betType: 'vn_de',
      units: ['12', '34'],
      stake: '20.0000',
      odds: '95',
      status: 'open',
      lockAt: bkk('2026-11-21T09:34:55').getTime(),
    });
    expect(await cash()).toBe(before - toUnits('75'));

    // A double tap (the same key) places nothing more.
    const again = await place(slip, key);
    expect(again.json().value.order.orderId).toBe(order.orderId);
    expect(await cash()).toBe(before - toUnits('75'));
    expect(await ledgerCount('lottery:stake:')).toBe(1);
    // The same key with another slip is refused, and moves nothing.
    const reused = await place({ ...slip, draws: 2 }, key);
    expect(reused.statusCode, reused.body).toBe(409);
    expect(Object.keys(reused.json().value.fields)).toEqual(['Idempotency-Key']);
    expect(await cash()).toBe(before - toUnits('75'));

    // The process died after the commit, before the answer was kept: the retry finds the slip
    // by its ledger key and answers it again, placing nothing.
    const forgotten = await db
      .delete(idempotencyRecords)
      .where(eq(idempotencyRecords.key, key))
      .returning();
    expect(forgotten).toHaveLength(1);
    const retried = await place(slip, key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().value.order.orderId).toBe(order.orderId);
    expect(await cash()).toBe(before - toUnits('75'));
    expect(await ledgerCount('lottery:stake:')).toBe(1);

    // It died with its key still claimed: once the lease is over, the retry takes the key over,
    // looks the slip up first, and answers it, even though the draw has closed since.
    await db
      .update(idempotencyRecords)
      .set({ status: null, response: null, lockedUntil: new Date(0) })
      .where(eq(idempotencyRecords.key, key));
    now = bkk('2026-11-21T09:34:58');
    const takenOver = await place(slip, key);
    expect(takenOver.statusCode, takenOver.body).toBe(200);
    expect(takenOver.json().value.order.orderId).toBe(order.orderId);
    expect(await ledgerCount('lottery:stake:')).toBe(1);
  });

  it('keeps the first answer of a refused slip for its key, like any idempotent call', async () => {
    const key = newKey();
    const bad = { ...slip, bets: [{ betType: 'vn_de', numbers: ['123'], stakePerUnit: '1' }] };
    const first = await place(bad, key);
    expect(first.statusCode, first.body).toBe(400);
    const again = await place(bad, key);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(first.json());
    expect((await place(slip, key)).statusCode).toBe(409);
    const [record] = await db
      .select()
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.key, key));
    expect(record).toMatchObject({ status: 400, response: { ok: false } });
  });

  it('expands an any-order bet into its permutations', async () => {
    const res = await place({
      gameCode: 'SEA_FAST5',
      numero: '20261121116',
      bets: [{ betType: 'th_3top_any', numbers: ['112'], stakePerUnit: '2' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const sub = res.json().value.order.subOrders[0];
    expect(sub.units).toEqual(['112', '121', '211']);
    expect(sub.stake).toBe('6.0000');
  });

  it('refuses bad slips with a 400 naming the field, and writes nothing', async () => {
    const orders = await count(lotteryOrders);
    const before = await cash();
    const bet = slip.bets[0] as (typeof slip.bets)[number];
    const cases: [unknown, string][] = [
      [{ ...slip, bets: [{ ...bet, betType: 'th_2top' }] }, 'bets.0.betType'],
      [{ ...slip, bets: [{ ...bet, betType: 'nope' }] }, 'bets.0.betType'],
      [{ ...slip, bets: [{ ...bet, numbers: ['12', '345'] }] }, 'bets.0.numbers.1'],
      [{ ...slip, bets: [{ ...bet, stakePerUnit: '0' }] }, 'bets.0.stakePerUnit'],
      [{ ...slip, bets: [{ ...bet, stakePerUnit: '-1' }] }, 'bets.0.stakePerUnit'],
      [{ ...slip, bets: [{ ...bet, stakePerUnit: '1.234' }] }, 'bets.0.stakePerUnit'],
      [{ ...slip, bets: [{ ...bet, stakePerUnit: '0.5' }] }, 'bets.0.stakePerUnit'],
      [{ ...slip, bets: [{ ...bet, stakePerUnit: '9000' }] }, 'bets.0.stakePerUnit'],
      [{ ...slip, draws: 11 }, 'draws'],
      [{ ...slip, draws: 31 }, 'draws'],
      [{ ...slip, numero: '202611210590' }, 'numero'],
      [{ ...slip, gameCode: 'NOPE' }, 'gameCode'],
    ];
    for (const [body, field] of cases) {
      const res = await place(body);
      expect([400, 404], `${field}: ${res.body}`).toContain(res.statusCode);
      expect(Object.keys(res.json().value.fields)).toEqual([field]);
    }
    expect(await count(lotteryOrders)).toBe(orders);
    expect(await cash()).toBe(before);
  });

  it('refuses a slip after the lock time by the server clock, with the reason', async () => {
    now = bkk('2026-11-21T09:34:56');
    const locked = await place(slip);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().value).toMatchObject({ reason: 'DRAW_LOCKED' });
    expect(Object.keys(locked.json().value.fields)).toEqual(['numero']);
    now = bkk('2026-11-21T09:35:10');
    const closed = await place(slip);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().value).toMatchObject({ reason: 'DRAW_CLOSED' });
  });

  it("words each refusal in the player's language, message and field alike", async () => {
    now = bkk('2026-11-21T09:34:56');
    const ask = (language: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/lgw/orders',
        headers: { ...auth(token), 'idempotency-key': newKey(), language },
        payload: body as Record<string, unknown>,
      });
    const th = (await ask('th', slip)).json();
    expect(th.message).toBe('ปิดรับแทงงวดนี้แล้ว กรุณารองวดถัดไป');
    expect(th.value.fields).toEqual({ numero: th.message });
    const en = (await ask('en', slip)).json();
    expect(en.message).toBe('Betting on this draw is closed until the next one opens');
    now = bkk('2026-11-21T09:34:20');
    const digits = (
      await ask('th', { ...slip, bets: [{ ...slip.bets[0], numbers: ['123'] }] })
    ).json();
    expect(digits.code).toBe('BAD_REQUEST');
    expect(digits.value).toMatchObject({ reason: 'NUMBER_DIGITS', params: { digits: 2 } });
    expect(digits.value.fields).toEqual({ 'bets.0.numbers.0': 'แต่ละเลขต้องมี 2 หลัก' });
    const over = (
      await ask('en', { ...slip, bets: [{ ...slip.bets[0], stakePerUnit: '0.5' }] })
    ).json();
    expect(over.value.reason).toBe('STAKE_BELOW_MIN');
    expect(over.message).toMatch(/^The stake per unit must be at least \d/);
  });

  it('refuses a slip over the balance with nothing written', async () => {
    const poor = await newMember();
    const orders = await count(lotteryOrders);
    const res = await place(
      { ...slip, draws: 10, bets: [{ betType: 'vn_de', numbers: ['01'], stakePerUnit: '200' }] },
      newKey(),
      poor,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().value.reason).toBe('INSUFFICIENT_FUNDS');
    expect(res.json().message).toMatch(/^ยอดเงินไม่เพียงพอ ยอดคงเหลือของคุณคือ \d/);
    expect(await count(lotteryOrders)).toBe(orders);
  });

  it('debits concurrent slips of one member in turn: never below zero, each key once', async () => {
    const member = await newMember();
    const before = await cash(member);
    // Each slip takes a little over a fifth of the balance: four can be paid, not five.
    const unit = before / 45_000n;
    const one = (key = newKey(), who = member) =>
      place(
        {
          gameCode: 'VN_FAST1',
          numero: '202611210576',
          bets: [{ betType: 'vn_de', numbers: ['07'], stakePerUnit: String(unit) }],
        },
        key,
        who,
      );
    const slips = await Promise.all(Array.from({ length: 10 }, () => one()));
    expect(slips.map((r) => r.statusCode).sort()).toEqual([
      200,
      200,
      200,
      200,
      ...Array<number>(6).fill(409),
    ]);
    for (const r of slips.filter((x) => x.statusCode === 409))
      expect(r.json().value.reason).toBe('INSUFFICIENT_FUNDS');
    const stake = toUnits(String(unit));
    expect(await cash(member)).toBe(before - 4n * stake);

    // The member's entries run down from the balance, each balance after the one before less
    // its stake, and the cached balance is the last of them.
    const paid = slips.find((r) => r.statusCode === 200);
    const orderId = (paid?.json() as { value: { order: { orderId: number } } }).value.order.orderId;
    const entries = (
      (await db.execute(sql`
        select e.amount::text as amount, e.balance_after::text as after, a.balance::text as cached
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        join ledger_transactions t on t.id = e.transaction_id
        where a.kind = 'cash' and t.kind = 'lottery_bet'
          and a.member_id = (select member_id from lottery_orders where id = ${orderId})
        order by e.id`)) as { rows: { amount: string; after: string; cached: string }[] }
    ).rows;
    expect(entries).toHaveLength(4);
    let running = before;
    for (const e of entries) {
      running += BigInt(e.amount);
      expect(BigInt(e.after)).toBe(running);
    }
    expect(BigInt(entries[0]?.cached ?? '-1')).toBe(running);

    // One key sent five times at once places one slip (the others answer it or are told to
    // wait), and debits it once.
    const other = await newMember();
    const otherBefore = await cash(other);
    const key = newKey();
    const taps = await Promise.all(Array.from({ length: 5 }, () => one(key, other)));
    for (const r of taps) expect([200, 409], r.body).toContain(r.statusCode);
    const placed = new Set(
      taps.filter((r) => r.statusCode === 200).map((r) => r.json().value.order.orderId),
    );
    expect(placed.size).toBe(1);
    expect(await cash(other)).toBe(otherBefore - stake);
    // The key's record was written by the order's own statement, as an answer to rebuild.
    const [record] = await db
      .select()
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.key, key));
    expect(record).toMatchObject({ status: 200, response: { ok: true, rebuilt: true } });
  });

  it('cancels sub-orders before their lock, returning the stake once; refuses after the lock', async () => {
    const { order } = (await place(slip)).json().value;
    const third = order.subOrders
      .filter((s: { numero: string }) => s.numero === '202611210578')
      .map((s: { subOrderId: number }) => s.subOrderId);
    const before = await cash();
    const key = newKey();
    const cancel = (ids: number[], k = key, who = token) =>
      t.app.inject({
        method: 'POST',
        url: '/lgw/orders/suborders/cancel',
        headers: { ...auth(who), 'idempotency-key': k },
        payload: { orderId: order.orderId, subOrderIds: ids },
      });
    const res = await cancel(third);
    expect(res.statusCode, res.body).toBe(200);
    expect(await cash()).toBe(before + toUnits('25'));
    expect((await cancel(third)).statusCode).toBe(200);
    expect(await cash()).toBe(before + toUnits('25'));
    // Already cancelled, with a new key: refused.
    expect((await cancel(third, newKey())).statusCode).toBe(409);
    // Someone else's order: not found, naming the order.
    const other = await newMember();
    const theirs = await cancel(third, newKey(), other);
    expect(theirs.statusCode).toBe(404);
    expect(Object.keys(theirs.json().value.fields)).toEqual(['orderId']);
    // The first draw after its lock.
    now = bkk('2026-11-21T09:34:57');
    const first = order.subOrders
      .filter((s: { numero: string }) => s.numero === '202611210576')
      .map((s: { subOrderId: number }) => s.subOrderId);
    const late = await cancel(first, newKey());
    expect(late.statusCode).toBe(409);
    expect(late.json().value.reason).toBe('DRAW_LOCKED');
  });

  it('settles each open sub-order of a drawn numero exactly once, wins through the ledger', async () => {
    const before = await cash();
    now = bkk('2026-11-21T09:35:01');
    expect(await drawDue(db, now)).toBeGreaterThan(0);
    await Promise.all([settleDue(db, now), settleDue(db, now), settleDue(db, now)]);
    await settleDue(db, now);
    const subs = await db
      .select()
      .from(lotterySubOrders)
      .where(eq(lotterySubOrders.numero, '202611210576'));
    expect(subs.length).toBeGreaterThan(0);
    const detail = (
      await t.app.inject({
        url: `/lgw/orders/detail?orderId=${subs[0]?.orderId}`,
        headers: auth(token),
      })
    ).json().value;
    const result = detail.subOrders[0].result as string[];
    expect(result).toHaveLength(11);
    let expected = 0n;
    for (const s of subs) {
      expect(['won', 'lost']).toContain(s.status);
      const type = betTypeOf('fast', s.betType);
      if (!type) throw new Error(s.betType);
      const { win } = winOf(type, s.units, s.stakePerUnit, s.odds, result);
      expect(s.win).toBe(win);
      if (s.memberId === subs[0]?.memberId) expected += win;
    }
    expect(await ledgerCount('lottery:win:')).toBe(subs.filter((s) => s.status === 'won').length);
    expect(await cash()).toBe(before + expected);
  });

  it('resumes a settlement cut short, and two settlers at once settle each sub-order once', async () => {
    now = bkk('2026-11-21T09:40:20');
    const numero = '202611210582';
    const many = Array.from({ length: 12 }, (_, i) => String(i * 8).padStart(2, '0'));
    for (let i = 0; i < 3; i++) {
      const res = await place({
        gameCode: 'VN_FAST1',
        numero,
        bets: [{ betType: 'vn_lo', numbers: many, stakePerUnit: '1' }],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    now = bkk('2026-11-21T09:42:00');
    await drawDue(db, now);
    const draw = { merchantCode: t.merchant.code, gameCode: 'VN_FAST1', numero };
    // The second batch dies before its commit: it is rolled back whole.
    let batches = 0;
    const dying = {
      ...db,
      transaction: (fn: (tx: Db) => Promise<unknown>) =>
        db.transaction(async (tx) => {
          const r = await fn(tx);
          if (++batches === 2) throw new Error('killed');
          return r;
        }),
    } as unknown as Db;
    await expect(settleDraw(dying, draw, now, 1)).rejects.toThrow('killed');
    const open = () =>
      db
        .select()
        .from(lotterySubOrders)
        .where(and(eq(lotterySubOrders.numero, numero), eq(lotterySubOrders.status, 'open')));
    expect(await open()).toHaveLength(2);
    const outcomes = await Promise.all([
      settleDraw(db, draw, now, 1),
      settleDraw(db, draw, now, 1),
    ]);
    const settledNow = outcomes.reduce((n, o) => n + o.won + o.lost, 0);
    expect(settledNow).toBe(2);
    expect(await open()).toHaveLength(0);
    const won = await db
      .select()
      .from(lotterySubOrders)
      .where(and(eq(lotterySubOrders.numero, numero), eq(lotterySubOrders.status, 'won')));
    const keys = await db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, 'lottery:win:%'));
    for (const w of won)
      expect(keys.filter((k) => k.key === `lottery:win:${w.id}`)).toHaveLength(1);
  });

  it('refunds the sub-orders of a draw that cannot happen (game switched off)', async () => {
    now = bkk('2026-11-21T09:45:20');
    // Earlier draws of this member settle first, so that only the refund moves the balance.
    await drawDue(db, now);
    await settleDue(db, now);
    const before = await cash();
    const res = await place({
      gameCode: 'VN_FAST3',
      numero: '20261121197',
      bets: [{ betType: 'vn_de', numbers: ['00'], stakePerUnit: '3' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await db
      .update(lotteryGames)
      .set({ enabled: false })
      .where(
        and(eq(lotteryGames.merchantCode, t.merchant.code), eq(lotteryGames.gameCode, 'VN_FAST3')),
      );
    now = bkk('2026-11-21T09:48:00');
    await drawDue(db, now);
    await settleDue(db, now);
    await settleDue(db, now);
    const { order } = res.json().value;
    const detail = (
      await t.app.inject({
        url: `/lgw/orders/detail?orderId=${order.orderId}`,
        headers: auth(token),
      })
    ).json().value;
    expect(detail.subOrders[0].status).toBe('refunded');
    expect(detail.returned).toBe('3.0000');
    expect(await cash()).toBe(before);
    await db
      .update(lotteryGames)
      .set({ enabled: true })
      .where(
        and(eq(lotteryGames.merchantCode, t.merchant.code), eq(lotteryGames.gameCode, 'VN_FAST3')),
      );
  });

  it('lists the member orders, filtered by game and state', async () => {
    const list = (q: string) =>
      t.app.inject({ url: `/lgw/orders?${q}`, headers: auth(token) }).then((r) => r.json().value);
    const all = await list('pageSize=50');
    expect(all.total).toBeGreaterThan(3);
    expect((await list('gameCode=SEA_FAST5')).list).toHaveLength(1);
    expect((await list('from=2026-11-21&to=2026-11-21&pageSize=50')).total).toBe(all.total);
    expect((await list('from=2026-11-22')).total).toBe(0);
    const open = await list('state=open&pageSize=50');
    for (const o of open.list)
      expect(o.subOrders.some((s: { status: string }) => s.status === 'open')).toBe(true);
    expect((await t.app.inject({ url: '/lgw/orders' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/m/lotto-h5/lgw/orders' })).statusCode).toBe(401);
  });

  it('shows the sub-orders in the betting record and in profit and loss, beside vendor games', async () => {
    const get = (url: string) =>
      t.app.inject({ url, headers: auth(token) }).then((r) => r.json().value);
    const record = await get('/wps/wallet/reports/bets?range=today&pageSize=100');
    const lottery = record.list.filter((b: { vendor: string }) => b.vendor === 'LOTTO');
    const subs = await db.select().from(lotterySubOrders);
    const mine = subs.filter((s) => s.memberId === subs[0]?.memberId);
    expect(lottery.length).toBeGreaterThan(0);
    expect(lottery[0]).toMatchObject({ gameType: 'LOTT' });
    expect(lottery[0].gameName).toMatch(/^Vietnam Fast|^SEA Quick|^หวย/);
    const counted = mine.filter((s) => s.status !== 'cancelled' && s.status !== 'refunded');
    const stake = counted.reduce((n, s) => n + s.stake, 0n);
    const win = counted.reduce((n, s) => n + (s.win ?? 0n), 0n);
    expect(toUnits(record.totals.stake)).toBe(stake);
    expect(toUnits(record.totals.win)).toBe(win);
    const pl = await get('/wps/wallet/reports/profitloss?range=today');
    const lott = pl.byGameType.find((g: { gameType: string }) => g.gameType === 'LOTT');
    expect(toUnits(lott.stake)).toBe(stake);
    expect(lott.count).toBe(counted.length);
    const other = await get('/wps/wallet/reports/bets?range=today&gameType=RNG');
    expect(other.list.filter((b: { vendor: string }) => b.vendor === 'LOTTO')).toHaveLength(0);
  });

  it('publishes each draw commitment before the draw and its seed after: the result checks out', async () => {
    now = bkk('2026-11-21T09:50:20');
    await drawDue(db, now);
    const value = (
      await t.app.inject({ url: '/lotto/lgw/games/draws/verify?gameCode=VN_FAST1&count=50' })
    ).json().value;
    expect(value.format).toBe('fast');
    const open = value.list.find((d: { numero: string }) => d.numero === '202611210592');
    expect(open).toMatchObject({ seed: null, result: null });
    expect(open.commitment).toMatch(/^[0-9a-f]{64}$/);
    const drawn = value.list.find((d: { numero: string }) => d.numero === '202611210576');
    expect(createHash('sha256').update(Buffer.from(drawn.seed, 'hex')).digest('hex')).toBe(
      drawn.commitment,
    );
    expect(deriveResult(drawn.seed, drawn.numero, 'fast')).toEqual(drawn.result);
  });
});

describe("a member's stake per draw", () => {
  let t: TestApp;
  // Registration checks its proof of work against the present; the slips are placed at 09:34:20.
  let now = new Date();
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(
      (m) => ({
        ...m,
        lottery: { ...DEFAULT_LOTTERY_SETTINGS, maxStakePerBet: '60', maxStakePerDraw: '100' },
      }),
      { clock: () => now },
    );
    await seedLottery(t.database.db, t.merchant.code);
    token = (await registerMember(t.app)).token;
    now = bkk('2026-11-21T09:34:20');
  });
  afterAll(() => t.close());

  const place = (stakePerUnit: string, draws = 1) =>
    t.app.inject({
      method: 'POST',
      url: '/lgw/orders',
      headers: { ...auth(token), 'idempotency-key': newKey() },
      payload: {
        gameCode: 'VN_FAST1',
        numero: '202611210576',
        draws,
        bets: [{ betType: 'vn_lo', numbers: ['56'], stakePerUnit }],
      },
    });
  const orders = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(lotteryOrders))[0]?.n;

  it('adds up the open slips of each draw and refuses the one that passes it, naming the draw', async () => {
    expect((await place('60')).statusCode).toBe(200);
    // 60 + 30 on 0576, 30 on 0577: within 100 on both.
    expect((await place('30', 2)).statusCode).toBe(200);
    const written = await orders();
    const over = await place('20', 2);
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().value).toMatchObject({
      reason: 'STAKE_ABOVE_DRAW_MAX',
      params: { numero: '202611210576', max: '100' },
    });
    expect(Object.keys(over.json().value.fields)).toEqual(['bets']);
    expect(await orders()).toBe(written);
    // 10 more still fits on 0576 (100) and 0577 (40).
    expect((await place('10', 2)).statusCode).toBe(200);
  });
});
