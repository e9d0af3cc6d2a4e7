import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { pointsAccounts, pointsLedger } from '../../db/schema';
import { memberWithSession } from '../../../test/helpers/member-session';
import { runDailyLevels } from '../levels/levels-job';
import { movePoints } from './points.service';

const DAY_MS = 86_400_000;

/** Points expire after the merchant's number of days, by the daily job, oldest first. */
describe('points expiry', () => {
  let t: TestApp;
  // 12:00 in Bangkok on 1 January.
  const start = new Date('2026-01-01T05:00:00Z');
  const day = (n: number) => new Date(start.getTime() + n * DAY_MS);
  beforeAll(async () => {
    t = await buildTestApp((m) => ({
      ...m,
      engagement: { ...m.engagement, pointsExpiryDays: 30 },
    }));
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  let seq = 0;
  const move = (memberId: number, amount: number, at: Date, reason = 'adjustment' as const) =>
    db().transaction((tx) =>
      movePoints(tx, { memberId, amount, reason, idempotencyKey: `pe-${seq++}`, now: at }),
    );
  const accountOf = async (memberId: number) =>
    (await db().select().from(pointsAccounts).where(eq(pointsAccounts.memberId, memberId)))[0]!;

  it('what was earned over 30 days ago and not spent expires once, as an expired entry', async () => {
    const m = await memberWithSession(db());
    await move(m.member.id, 100, day(0));
    await move(m.member.id, -30, day(5));
    await move(m.member.id, 50, day(20));

    // Day 29 (in Bangkok): nothing is 30 days old yet.
    const early = await runDailyLevels(db(), day(29));
    expect(early[0]).toMatchObject({ localDate: '2026-01-30', pointsExpired: 0 });
    expect((await accountOf(m.member.id)).balance).toBe(120);

    // Day 31: the 100 of day 0, less the 30 spent from them, expires; the 50 of day 20 stays.
    const due = await runDailyLevels(db(), day(31));
    expect(due[0]).toMatchObject({ localDate: '2026-02-01', pointsExpired: 70 });
    expect(await accountOf(m.member.id)).toMatchObject({ balance: 50, expired: 70, spent: 30 });
    const entries = await db()
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, m.member.id));
    expect(entries.filter((e) => e.reason === 'expired').map((e) => e.amount)).toEqual([-70]);

    // The same local day again runs nothing; the next day finds nothing more due.
    expect(await runDailyLevels(db(), new Date(day(31).getTime() + 3_600_000))).toEqual([]);
    expect((await runDailyLevels(db(), day(32)))[0]).toMatchObject({ pointsExpired: 0 });

    // Day 51: the 50 of day 20 go too.
    expect((await runDailyLevels(db(), day(51)))[0]).toMatchObject({ pointsExpired: 50 });
    expect(await accountOf(m.member.id)).toMatchObject({ balance: 0, expired: 120 });
  });
});
