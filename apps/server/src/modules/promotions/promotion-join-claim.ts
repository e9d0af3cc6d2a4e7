import {
  ErrorCode,
  FieldIssueCode,
  PromotionEntryStatus,
  PromotionKind,
  PromotionRefusal,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { AnnouncementRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import type { PromotionListing } from '../content/content.service';
import { hasDeposited } from '../../lib/deposit-totals';
import { creditPromotionBonus } from './promotion-credit';
import type { PromotionDeps } from './promotion-deps';
import { INFO_RULE, refused, window, type PromotionMember } from './promotion-refused';
import {
  bonusOf,
  claimRefusal,
  displayStatus,
  joinRefusal,
  periodOf,
  periodStart,
  statusAfterJoin,
} from './promotion-state';
import {
  betTotals,
  entriesOfMember,
  findEntry,
  findPromotion,
  findRule,
  insertEntry,
  rulesOf,
  updateEntry,
} from './promotions.repository';

/** A member's side of a promotion: its status, joining it and claiming its bonus. */

async function livePromotion(db: Db, merchantCode: string, id: number) {
  const a = await findPromotion(db, merchantCode, id);
  if (!a?.enabled) throw notFound(`No promotion ${id}`);
  return { a, rule: (await findRule(db, id)) ?? null };
}

/** Each promotion's §2.11 status and kind for this member (a visitor: join, coming soon, close). */
export async function promotionStatuses(
  { db, clock }: PromotionDeps,
  rows: AnnouncementRow[],
  memberId: number | null,
): Promise<Map<number, PromotionListing>> {
  const now = clock();
  const ids = rows.map((r) => r.id);
  const rules = new Map((await rulesOf(db, ids)).map((r) => [r.announcementId, r]));
  const entries = memberId === null ? [] : await entriesOfMember(db, memberId, ids);
  const out = new Map<number, PromotionListing>();
  for (const a of rows) {
    const rule = rules.get(a.id) ?? INFO_RULE;
    const period = periodOf(window(a), rule, now);
    const entry = entries.find((e) => e.announcementId === a.id && e.period === period) ?? null;
    out.set(a.id, {
      status: displayStatus(window(a), rule, entry, now),
      kind: rule.kind,
      takesComment: rule.takesComment,
    });
  }
  return out;
}

/**
 * join → applying (an operator reviews) or joined at once; checked, once per member or period.
 * A promotion that takes a comment (§5) is joined with one; the others store none.
 */
export async function joinPromotion(
  { db, clock }: PromotionDeps,
  merchantCode: string,
  member: PromotionMember,
  id: number,
  comment?: string,
) {
  const { a, rule } = await livePromotion(db, merchantCode, id);
  const view = rule ?? INFO_RULE;
  const said = comment?.trim() ?? '';
  if (view.takesComment && said === '')
    throw fieldError('comment', 'comment is required', ErrorCode.BAD_REQUEST, {
      code: FieldIssueCode.required,
    });
  const now = clock();
  const period = periodOf(window(a), view, now);
  const existing = await findEntry(db, id, member.id, period);
  const deposited = view.firstDepositOnly ? await hasDeposited(db, member.id) : false;
  const refusal = joinRefusal(window(a), view, member, existing, deposited, now);
  if (refusal) throw refused(refusal);
  const status = statusAfterJoin(view);
  const entry = await insertEntry(db, {
    merchantCode,
    announcementId: id,
    memberId: member.id,
    period,
    status,
    appliedAt: now,
    joinedAt: status === PromotionEntryStatus.joined ? now : null,
    comment: view.takesComment ? said : null,
  });
  if (!entry) throw refused(PromotionRefusal.already_joined);
  return { status: displayStatus(window(a), view, entry, now) };
}

/**
 * claim → process → issued (→ claimed without turnover): the bonus is worked out and handed to
 * the ledger in one transaction; while the ledger defers, the entry stays in process.
 */
export async function claimPromotion(
  { db, clock }: PromotionDeps,
  merchantCode: string,
  member: PromotionMember,
  id: number,
) {
  const { a, rule } = await livePromotion(db, merchantCode, id);
  if (!rule) throw refused(PromotionRefusal.info_only);
  return db.transaction(async (tx) => {
    const now = clock();
    const period = periodOf(window(a), rule, now);
    const entry = await findEntry(tx, id, member.id, period, true);
    const refusal = claimRefusal(window(a), rule, entry, now);
    if (refusal || !entry) throw refused(refusal ?? PromotionRefusal.not_joined);
    let basis = entry.depositUnits ?? 0n;
    if (rule.kind === PromotionKind.rebate) {
      const from = new Date(
        Math.max(periodStart(window(a), rule, period).getTime(), (entry.joinedAt ?? now).getTime()),
      );
      const totals = await betTotals(tx, member.id, from, now);
      basis = rule.rebateBasis === 'turnover' ? totals.stakes : totals.losses;
    }
    const bonus = bonusOf(rule, basis);
    if (bonus <= 0n) throw refused(PromotionRefusal.not_claimable);
    const turnover = bonus * BigInt(rule.turnoverMultiple);
    const credit = await creditPromotionBonus(tx, {
      merchantCode,
      memberId: member.id,
      entryId: entry.id,
      bonusUnits: bonus,
      turnoverUnits: turnover,
      idempotencyKey: `promotion-bonus:${entry.id}`,
    });
    const done = credit.credited && turnover === 0n;
    const status = credit.credited
      ? done
        ? PromotionEntryStatus.claimed
        : PromotionEntryStatus.issued
      : PromotionEntryStatus.process;
    await updateEntry(tx, entry.id, {
      status,
      claimedAt: now,
      bonusUnits: bonus,
      turnoverUnits: turnover,
      issuedAt: credit.credited ? now : null,
      completedAt: done ? now : null,
      creditNote: credit.credited ? credit.reference : credit.note,
    });
    return { status: displayStatus(window(a), rule, { ...entry, status }, now) };
  });
}
