import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import {
  bets,
  deposits,
  games,
  mallItems,
  mallRedemptions,
  pointsAccounts,
  pointsLedger,
  favouriteGames,
  wallets,
} from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { seedDemoMall } from '../../db/seed/demo-mall';
import { updateMember } from '../accounts/members.service';
import { memberWithSession } from '../../../test/helpers/member-session';
import { sumOfLedger } from './points.repository';

const HOUR_MS = 3_600_000;

describe('engagement: points, daily sign-in, novice tasks, mall, reward center', () => {
  let t: TestApp;
  // 10:00 in Bangkok on 1 March.
  let now = new Date('2026-03-01T03:00:00Z');
  const move = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
    await seedDemoMall(t.database.db, 'DEMO');
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });

  const db = () => t.database.db;
  const ledgerOf = (memberId: number) =>
    db().select().from(pointsLedger).where(eq(pointsLedger.memberId, memberId));
  const balanceOf = async (memberId: number) =>
    (await db().select().from(pointsAccounts).where(eq(pointsAccounts.memberId, memberId)))[0]
      ?.balance ?? 0;

  it('every member call needs a session; the mall is open to visitors', async () => {
    for (const url of [
      '/wps/engagement/points',
      '/wps/engagement/sign-in',
      '/wps/engagement/novice-tasks',
      '/wps/engagement/rewards',
    ])
      expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('POST', '/wps/engagement/sign-in')).statusCode).toBe(401);
    const mall = await call('GET', '/wps/engagement/mall/items', { language: 'th' });
    expect(mall.statusCode).toBe(200);
    expect(mall.json().value.map((i: { name: string }) => i.name)).toContain('ตั๋วหวย');
  });

  it('a trial account is refused (§6): points are for real members', async () => {
    const trial = await memberWithSession(db(), { isTrial: true });
    for (const [method, url] of [
      ['POST', '/wps/engagement/sign-in'],
      ['GET', '/wps/engagement/points'],
      ['GET', '/wps/engagement/invite'],
    ] as const) {
      const res = await call(method, url, trial.headers);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('TRIAL_NOT_ALLOWED');
    }
    expect(await ledgerOf(trial.member.id)).toHaveLength(0);
  });

  describe('daily sign-in', () => {
    it("one a day in the merchant's zone; the streak grows on consecutive days and resets", async () => {
      now = new Date('2026-03-01T03:00:00Z');
      const m = await memberWithSession(db());
      const first = await call('POST', '/wps/engagement/sign-in', m.headers);
      expect(first.json()).toEqual({
        success: true,
        value: { date: '2026-03-01', streak: 1, points: 10 },
      });
      const again = await call('POST', '/wps/engagement/sign-in', m.headers);
      expect(again.statusCode).toBe(409);
      expect(again.json().value.fields).toHaveProperty('date');
      expect(again.json().value.fieldCodes.date.params.reason).toBe('already_signed_in');

      // 23:59 Bangkok is still 1 March there though 2 March has not begun in UTC either.
      now = new Date('2026-03-01T16:59:00Z');
      expect((await call('POST', '/wps/engagement/sign-in', m.headers)).statusCode).toBe(409);
      // 00:30 on 2 March in Bangkok is still 1 March in UTC: a new day for the merchant.
      now = new Date('2026-03-01T17:30:00Z');
      const second = await call('POST', '/wps/engagement/sign-in', m.headers);
      expect(second.json().value).toEqual({ date: '2026-03-02', streak: 2, points: 10 });
      move(24 * HOUR_MS);
      expect((await call('POST', '/wps/engagement/sign-in', m.headers)).json().value).toEqual({
        date: '2026-03-03',
        streak: 3,
        points: 20,
      });

      const calendar = await call('GET', '/wps/engagement/sign-in', m.headers);
      expect(calendar.json().value).toMatchObject({
        today: '2026-03-03',
        timeZone: 'Asia/Bangkok',
        signedToday: true,
        streak: 3,
        signedDates: ['2026-03-01', '2026-03-02', '2026-03-03'],
        streakPoints: [10, 10, 20, 20, 30, 30, 50],
      });
      // A day skipped: the calendar shows no streak on the day after, and it starts again.
      move(48 * HOUR_MS);
      expect((await call('GET', '/wps/engagement/sign-in', m.headers)).json().value).toMatchObject({
        today: '2026-03-05',
        signedToday: false,
        streak: 0,
      });
      expect((await call('POST', '/wps/engagement/sign-in', m.headers)).json().value.streak).toBe(
        1,
      );
      expect(await balanceOf(m.member.id)).toBe(10 + 10 + 20 + 10);
      expect(await sumOfLedger(db(), m.member.id)).toBe(50);
    });

    it('two sign-ins in the same instant count once', async () => {
      const m = await memberWithSession(db());
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => call('POST', '/wps/engagement/sign-in', m.headers)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(await ledgerOf(m.member.id)).toHaveLength(1);
      expect(await balanceOf(m.member.id)).toBe(10);
    });

    it('the streak table comes from the merchant settings; its last value repeats', async () => {
      const other = await buildTestApp(
        (c) => ({ ...c, engagement: { ...c.engagement, signInStreakPoints: [5, 7] } }),
        { clock: () => now },
      );
      try {
        const m = await memberWithSession(other.database.db);
        const got: number[] = [];
        for (let day = 0; day < 3; day++) {
          const res = await other.app.inject({
            method: 'POST',
            url: '/wps/engagement/sign-in',
            headers: m.headers,
          });
          got.push(res.json().value.points);
          move(24 * HOUR_MS);
        }
        expect(got).toEqual([5, 7, 7]);
      } finally {
        await other.close();
      }
    });
  });

  describe('novice tasks', () => {
    it('list the real state; claiming not done is a 400, twice a 409, nothing written', async () => {
      const m = await memberWithSession(db());
      const list = async () =>
        (await call('GET', '/wps/engagement/novice-tasks', m.headers)).json().value;
      expect(await list()).toEqual([
        { code: 'prove_mobile', points: 50, done: false, claimed: false, available: true },
        { code: 'payment_password', points: 50, done: false, claimed: false, available: true },
        { code: 'first_deposit', points: 100, done: false, claimed: false, available: true },
        { code: 'first_bet', points: 50, done: false, claimed: false, available: true },
        { code: 'add_favourite', points: 20, done: false, claimed: false, available: true },
      ]);
      const claim = (task: string) =>
        call('POST', '/wps/engagement/novice-tasks/claim', m.headers, { task });

      for (const task of [
        'prove_mobile',
        'payment_password',
        'first_deposit',
        'first_bet',
        'add_favourite',
      ]) {
        const res = await claim(task);
        expect(res.statusCode).toBe(400);
        expect(res.json().value.fields).toHaveProperty('task');
        expect(res.json().value.fieldCodes.task.params).toEqual({ reason: 'task_not_done', task });
      }
      expect((await claim('no_such_task')).statusCode).toBe(400);
      expect(await ledgerOf(m.member.id)).toHaveLength(0);

      await updateMember(db(), m.member.id, {
        mobileE164: `+6681${String(m.member.id).padStart(7, '0')}`,
        paymentPasswordHash: 'hashed elsewhere',
      });
      expect((await claim('prove_mobile')).json().value).toEqual({
        task: 'prove_mobile',
        points: 50,
      });
      expect((await claim('payment_password')).statusCode).toBe(200);
      const twice = await claim('prove_mobile');
      expect(twice.statusCode).toBe(409);
      expect(twice.json().value.fieldCodes.task.params.reason).toBe('task_claimed');
      const concurrent = await Promise.all([1, 2, 3].map(() => claim('payment_password')));
      expect(concurrent.every((r) => r.statusCode === 409)).toBe(true);
      expect(await balanceOf(m.member.id)).toBe(100);
      expect(await ledgerOf(m.member.id)).toHaveLength(2);
      expect((await list()).slice(0, 2).map((t: { claimed: boolean }) => t.claimed)).toEqual([
        true,
        true,
      ]);
    });

    it('first bet, favourite and first deposit read the bets, favourites and deposits', async () => {
      const m = await memberWithSession(db());
      await seedDemoCatalogue(db(), { merchantCode: 'DEMO', gameCount: 3, now });
      const game = (await db().select().from(games).limit(1))[0]!;
      await db().insert(favouriteGames).values({ memberId: m.member.id, nodeId: game.nodeId });
      const wallet = (
        await db()
          .insert(wallets)
          .values({ memberId: m.member.id, merchantCode: 'DEMO', currency: 'THB' })
          .returning()
      )[0]!;
      const bet = {
        merchantCode: 'DEMO',
        memberId: m.member.id,
        walletId: wallet.id,
        vendorCode: game.vendorCode,
        gameName: 'x',
        amount: 10_000n,
      };
      // A rolled-back bet and a play-money bet do not count.
      await db()
        .insert(bets)
        .values({ ...bet, vendorTxId: `rb${m.member.id}`, status: 'rolled_back' });
      await db()
        .insert(bets)
        .values({ ...bet, vendorTxId: `pl${m.member.id}`, status: 'open', play: true });
      const claim = (task: string) =>
        call('POST', '/wps/engagement/novice-tasks/claim', m.headers, { task });
      expect((await claim('first_bet')).statusCode).toBe(400);
      await db()
        .insert(bets)
        .values({ ...bet, vendorTxId: `ok${m.member.id}`, status: 'settled' });
      expect((await claim('first_bet')).statusCode).toBe(200);
      expect((await claim('add_favourite')).statusCode).toBe(200);
      expect(await balanceOf(m.member.id)).toBe(70);
      // A pending deposit is not a first deposit; a credited one is.
      const deposit = {
        merchantCode: 'DEMO',
        memberId: m.member.id,
        method: 'promptPay',
        requestedAmount: 1_000_000n,
        amount: 1_000_000n + BigInt(m.member.id) * 100n,
        expiresAt: new Date(Date.now() + 3_600_000),
      };
      await db()
        .insert(deposits)
        .values({ ...deposit, reference: `P${m.member.id}`, idempotencyKey: `p${m.member.id}` });
      expect((await claim('first_deposit')).statusCode).toBe(400);
      await db()
        .insert(deposits)
        .values({
          ...deposit,
          state: 'credited',
          reference: `C${m.member.id}`,
          idempotencyKey: `c${m.member.id}`,
        });
      expect((await claim('first_deposit')).statusCode).toBe(200);
      expect(await balanceOf(m.member.id)).toBe(170);
    });
  });

  describe('points mall', () => {
    const itemByCode = async (code: string) =>
      (await db().select().from(mallItems).where(eq(mallItems.code, code)))[0]!;
    const grant = async (memberId: number, points: number) => {
      await db().insert(pointsAccounts).values({ memberId, balance: points, earned: points });
      await db()
        .insert(pointsLedger)
        .values({
          memberId,
          amount: points,
          balanceAfter: points,
          reason: 'adjustment',
          idempotencyKey: `test-grant:${memberId}`,
        });
    };

    it('a redemption spends points and one from stock; the same requestId answers it again', async () => {
      const m = await memberWithSession(db());
      await grant(m.member.id, 100);
      const item = await itemByCode('free-spin-10');
      const redeem = (requestId: string) =>
        call('POST', '/wps/engagement/mall/redeem', m.headers, { itemId: item.id, requestId });
      const first = await redeem('req-aaaaaaaa');
      expect(first.statusCode).toBe(200);
      expect(first.json().value).toMatchObject({ itemId: item.id, price: 30, balance: 70 });
      const retry = await redeem('req-aaaaaaaa');
      expect(retry.json().value).toEqual(first.json().value);
      expect((await itemByCode('free-spin-10')).stock).toBe(item.stock - 1);
      expect(await balanceOf(m.member.id)).toBe(70);

      const summary = (await call('GET', '/wps/engagement/points', m.headers)).json().value;
      expect(summary).toMatchObject({ balance: 70, earned: 100, spent: 30, expired: 0 });
      expect(summary.entries[0]).toMatchObject({
        amount: -30,
        balanceAfter: 70,
        reason: 'mall_redeem',
      });

      // Without enough points: 409 naming itemId, nothing written.
      const dear = await itemByCode('vip-badge');
      const refused = await call('POST', '/wps/engagement/mall/redeem', m.headers, {
        itemId: dear.id,
        requestId: 'req-bbbbbbbb',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().value.fieldCodes.itemId.params.reason).toBe('not_enough_points');
      expect((await itemByCode('vip-badge')).stock).toBe(dear.stock);
      expect(
        await db().select().from(mallRedemptions).where(eq(mallRedemptions.memberId, m.member.id)),
      ).toHaveLength(1);
      // An unknown item, a bad requestId.
      expect(
        (
          await call('POST', '/wps/engagement/mall/redeem', m.headers, {
            itemId: 999_999,
            requestId: 'req-cccccccc',
          })
        ).statusCode,
      ).toBe(404);
      const bad = await call('POST', '/wps/engagement/mall/redeem', m.headers, {
        itemId: item.id,
        requestId: 'x',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().value.fields).toHaveProperty('requestId');
    });

    it('stock never goes below zero under concurrent redemptions', async () => {
      const item = (
        await db()
          .insert(mallItems)
          .values({
            merchantCode: 'DEMO',
            code: 'scarce',
            name: { en: 'Scarce' },
            price: 10,
            stock: 3,
          })
          .returning()
      )[0]!;
      const members = await Promise.all([1, 2, 3, 4, 5, 6].map(() => memberWithSession(db())));
      for (const m of members) await grant(m.member.id, 50);
      const answers = await Promise.all(
        members.flatMap((m, i) =>
          [0, 1].map((j) =>
            call('POST', '/wps/engagement/mall/redeem', m.headers, {
              itemId: item.id,
              requestId: `scarce-${i}-${j}-xx`,
            }),
          ),
        ),
      );
      const ok = answers.filter((a) => a.statusCode === 200);
      expect(ok).toHaveLength(3);
      for (const a of answers.filter((x) => x.statusCode !== 200)) {
        expect(a.statusCode).toBe(409);
        expect(a.json().value.fieldCodes.itemId.params.reason).toBe('out_of_stock');
      }
      expect((await itemByCode('scarce')).stock).toBe(0);
      const spent = await db()
        .select()
        .from(mallRedemptions)
        .where(eq(mallRedemptions.itemId, item.id));
      expect(spent).toHaveLength(3);
      for (const m of members)
        expect(await balanceOf(m.member.id)).toBe(await sumOfLedger(db(), m.member.id));
    });

    it('one member redeeming at once cannot spend more than the balance', async () => {
      const m = await memberWithSession(db());
      await grant(m.member.id, 60);
      const item = await itemByCode('free-spin-10');
      const answers = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          call('POST', '/wps/engagement/mall/redeem', m.headers, {
            itemId: item.id,
            requestId: `same-member-${i}`,
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
      expect(await balanceOf(m.member.id)).toBe(0);
      expect(await sumOfLedger(db(), m.member.id)).toBe(0);
    });
  });

  describe('reward center', () => {
    it('lists earned rewards and those still to claim', async () => {
      const m = await memberWithSession(db());
      await updateMember(db(), m.member.id, { paymentPasswordHash: 'set' });
      let res = (await call('GET', '/wps/engagement/rewards', m.headers)).json().value;
      expect(res.earned).toEqual([]);
      expect(
        res.toClaim.map((r: { source: string; detail: string }) => r.source + ':' + r.detail),
      ).toEqual([
        expect.stringMatching(/^sign_in:\d{4}-\d{2}-\d{2}$/),
        'novice_task:payment_password',
      ]);
      await call('POST', '/wps/engagement/sign-in', m.headers);
      await call('POST', '/wps/engagement/novice-tasks/claim', m.headers, {
        task: 'payment_password',
      });
      res = (await call('GET', '/wps/engagement/rewards', m.headers)).json().value;
      expect(res.toClaim).toEqual([]);
      expect(res.earned).toHaveLength(2);
    });

    it('is refused when its whitelabel flag is off', async () => {
      const off = await buildTestApp((c) => ({
        ...c,
        whitelabel: { ...c.whitelabel, REWARDCENTER3: false },
      }));
      try {
        const m = await memberWithSession(off.database.db);
        const res = await off.app.inject({ url: '/wps/engagement/rewards', headers: m.headers });
        expect(res.statusCode).toBe(403);
      } finally {
        await off.close();
      }
    });
  });

  it('the development clock route moves only the engagement clock', async () => {
    const m = await memberWithSession(db());
    const before = (await call('GET', '/wps/engagement/sign-in', m.headers)).json().value.today;
    const moved = await call('POST', '/dev/engagement/clock', undefined, { offsetMs: 86_400_000 });
    expect(moved.statusCode).toBe(200);
    const after = (await call('GET', '/wps/engagement/sign-in', m.headers)).json().value.today;
    expect(after > before).toBe(true);
    await call('POST', '/dev/engagement/clock', undefined, { offsetMs: 0 });
  });
});
