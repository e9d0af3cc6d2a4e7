import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { announcements, promotionRules } from '../schema';

const UNIT = 10_000n; // WALLET_SCALE 4

type DemoRule = Omit<typeof promotionRules.$inferInsert, 'announcementId' | 'merchantCode'>;

/** What each demo promotion lets a member do; the rest read only. */
const demoRules: Record<string, DemoRule> = {
  'promo-first-deposit': {
    kind: 'deposit_bonus',
    review: true,
    rateBp: 10_000,
    capUnits: 1_000n * UNIT,
    turnoverMultiple: 10,
    firstDepositOnly: true,
  },
  'promo-second-deposit': {
    kind: 'deposit_bonus',
    review: false,
    rateBp: 5_000,
    capUnits: 500n * UNIT,
    turnoverMultiple: 10,
  },
  'promo-daily-cashback': {
    kind: 'rebate',
    rateBp: 500,
    capUnits: 2_000n * UNIT,
    rebateBasis: 'losses',
    turnoverMultiple: 1,
    periodDays: 1,
  },
  // §6 the REFERRAL promotion: while it runs, members see invite friends; a friend's first
  // deposit of at least 100 pays the inviter 50 to the bonus balance, 5× in turnover.
  'promo-invite-friends': {
    kind: 'referral',
    rewardUnits: 50n * UNIT,
    minDepositUnits: 100n * UNIT,
    turnoverMultiple: 5,
  },
  'promo-daily-check-in': {
    kind: 'reward',
    rewardUnits: 10n * UNIT,
    turnoverMultiple: 1,
    periodDays: 1,
  },
};

export async function seedPromotionRules(db: Db, merchantCode: string): Promise<number> {
  const rows = await db
    .select({ id: announcements.id, slug: announcements.slug })
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantCode, merchantCode),
        inArray(announcements.slug, Object.keys(demoRules)),
      ),
    );
  for (const r of rows) {
    const rule = demoRules[r.slug];
    if (!rule) continue;
    const values = { ...rule, announcementId: r.id, merchantCode };
    await db
      .insert(promotionRules)
      .values(values)
      .onConflictDoUpdate({ target: promotionRules.announcementId, set: values });
  }
  return rows.length;
}
