import type { Db } from '../../db/client';
import { announcements, promotionRules } from '../../db/schema';

/**
 * A running REFERRAL promotion (§6) for the member types given: what the invite-friends page
 * needs before it answers. Returns its id.
 */
export async function addReferralPromotion(
  db: Db,
  opts: {
    merchantCode?: string;
    memberTypes?: number[];
    enabled?: boolean;
    /** The inviter's reward for each friend's first deposit (units), its minimum and turnover. */
    rewardUnits?: bigint;
    minDepositUnits?: bigint;
    turnoverMultiple?: number;
  } = {},
): Promise<number> {
  const merchantCode = opts.merchantCode ?? 'DEMO';
  const [row] = await db
    .insert(announcements)
    .values({
      merchantCode,
      slug: `referral-${Math.random().toString(36).slice(2, 10)}`,
      type: 'PR',
      groupName: null,
      title: { en: 'Invite friends', th: 'ชวนเพื่อน' },
      startAt: new Date(Date.now() - 86_400_000),
      noExpiry: true,
      enabled: opts.enabled ?? true,
    })
    .returning({ id: announcements.id });
  await db.insert(promotionRules).values({
    announcementId: row!.id,
    merchantCode,
    kind: 'referral',
    memberTypes: opts.memberTypes ?? [0, 1, 2],
    rewardUnits: opts.rewardUnits ?? null,
    minDepositUnits: opts.minDepositUnits ?? null,
    turnoverMultiple: opts.turnoverMultiple ?? 0,
  });
  return row!.id;
}
