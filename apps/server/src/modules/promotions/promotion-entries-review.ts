import { PromotionEntryStatus, PromotionRefusal, type PromotionEntry } from '@lotto/contract';
import { notFound } from '../../lib/http-error';
import { fromUnits } from '../../lib/money';
import { recordAudit, type Actor } from '../audit/audit.service';
import type { PromotionDeps } from './promotion-deps';
import { refused } from './promotion-refused';
import { entriesOfPromotion, lockEntryById, updateEntry } from './promotions.repository';

/** The console's side of the entries: listed per promotion, and reviewed by an operator. */

export async function promotionEntries(
  { db }: PromotionDeps,

  merchantCode: string,
  announcementId: number,
  status?: string,
): Promise<PromotionEntry[]> {
  const rows = await entriesOfPromotion(db, merchantCode, announcementId, status);
  const ms = (d: Date | null) => (d === null ? null : d.getTime());
  return rows.map(({ entry: e, username }) => ({
    id: e.id,
    announcementId: e.announcementId,
    memberId: e.memberId,
    username,
    period: e.period,
    status: e.status,
    appliedAt: e.appliedAt.getTime(),
    joinedAt: ms(e.joinedAt),
    reviewedAt: ms(e.reviewedAt),
    reviewedBy: e.reviewedBy,
    rejectReason: e.rejectReason,
    comment: e.comment,
    claimedAt: ms(e.claimedAt),
    bonus: e.bonusUnits === null ? null : fromUnits(e.bonusUnits),
    turnover: e.turnoverUnits === null ? null : fromUnits(e.turnoverUnits),
    issuedAt: ms(e.issuedAt),
    creditNote: e.creditNote,
  }));
}

/** applying → joined | rejected by an operator, audited with the change. */
export async function reviewPromotionEntry(
  { db, clock }: PromotionDeps,
  actor: Actor,
  entryId: number,
  approve: boolean,
  reason?: string,
) {
  return db.transaction(async (tx) => {
    const e = await lockEntryById(tx, actor.merchantCode, entryId);
    if (!e) throw notFound(`No entry ${entryId}`);
    if (e.status !== PromotionEntryStatus.applying) throw refused(PromotionRefusal.not_reviewable);
    const now = clock();
    const status = approve ? PromotionEntryStatus.joined : PromotionEntryStatus.rejected;
    await updateEntry(tx, entryId, {
      status,
      reviewedAt: now,
      reviewedBy: actor.username,
      joinedAt: approve ? now : null,
      rejectReason: approve ? null : (reason ?? null),
    });
    await recordAudit(tx, actor, {
      action: approve ? 'promotion.approve' : 'promotion.reject',
      targetType: 'promotion_entry',
      targetId: entryId,
      before: { status: e.status },
      after: {
        status,
        reason: reason ?? null,
        memberId: e.memberId,
        announcementId: e.announcementId,
      },
    });
    return { status };
  });
}
