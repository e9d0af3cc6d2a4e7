import {
  ErrorCode,
  FieldIssueCode,
  PromotionEntryStatus,
  PromotionKind,
  PromotionRefusal,
  type OpsPromotion,
  type PromotionEntry,
  type SavePromotionInput,
  type SavePromotionCategoryInput,
  type OpsPromotionCategory,
  type Language,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { announcements, type AnnouncementRow, type PromotionRuleRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { localized } from '../../lib/localized';
import { recordAudit, type Actor } from '../audit/audit.service';
import type { PromotionListing } from '../content/content.service';
import { sanitizeContent } from '../../lib/sanitize';
import { fromUnits, toUnits } from '../../lib/money';
import { eq, and } from 'drizzle-orm';
import { loadMember } from '../accounts/members.service';
import { creditPromotionBonus, hasDeposited } from './promotion-credit';
import {
  bonusOf,
  claimRefusal,
  displayStatus,
  joinRefusal,
  periodOf,
  periodStart,
  statusAfterJoin,
  type RuleView,
} from './promotion-state';
import {
  allPromotions,
  categoriesOf,
  categoryByCode,
  categoryInUse,
  deleteCategory,
  insertCategory,
  lockCategory,
  updateCategory,
  betTotals,
  bonusesWithTurnover,
  depositBonusIds,
  entriesAwaitingDeposit,
  entriesOfMember,
  entriesOfPromotion,
  entryCounts,
  findEntry,
  findPromotion,
  findRule,
  insertEntry,
  liveReferralRules,
  lockEntryById,
  rulesOf,
  updateEntry,
  upsertRule,
} from './promotions.repository';

/** A promotion without a rule row reads only. */
const INFO_RULE: RuleView = {
  kind: PromotionKind.info,
  review: false,
  memberTypes: [],
  firstDepositOnly: false,
  periodDays: null,
  takesComment: false,
};

const FORBIDDEN_REASONS: readonly PromotionRefusal[] = [
  PromotionRefusal.not_eligible_type,
  PromotionRefusal.not_first_deposit,
  PromotionRefusal.trial,
];

/** A refusal as a 4xx envelope naming the promotion field and the reason the app words. */
export const refused = (reason: PromotionRefusal) =>
  new HttpError(
    FORBIDDEN_REASONS.includes(reason) ? ErrorCode.FORBIDDEN : ErrorCode.CONFLICT,
    `announcementId: ${reason.replace(/_/g, ' ')}`,
    {
      reason,
      fields: { announcementId: reason.replace(/_/g, ' ') },
      fieldCodes: { announcementId: { code: 'invalid' } },
    },
  );

const window = (a: AnnouncementRow) => ({
  startAt: a.startAt,
  endAt: a.endAt,
  noExpiry: a.noExpiry,
});

export interface PromotionMember {
  id: number;
  customerType: number;
  isTrial: boolean;
}

/**
 * §6: the invite shows only if the REFERRAL promotion is enabled for the member: a promotion of
 * the referral kind that is switched on, has started and not ended, and names the member's type.
 * Trial accounts never invite.
 */
export async function referralEnabledForMember(
  db: Db,
  merchantCode: string,
  memberId: number,
  now: Date,
): Promise<boolean> {
  const member = await loadMember(db, memberId);
  if (member.isTrial) return false;
  const live = await liveReferralRules(db, merchantCode, now);
  return live.some((r) => r.memberTypes.includes(member.customerType));
}

/**
 * §6 invitation rewards: the REFERRAL rule running at `now` that pays an inviter of this member
 * type for a friend's first deposit (the first by id that names the type and has a reward), or
 * null. `db` may be a transaction: the deposit's credit reads it inside its own.
 */
export async function referralRewardRule(
  db: Db,
  merchantCode: string,
  customerType: number,
  now: Date,
) {
  const live = await liveReferralRules(db, merchantCode, now);
  const rule = live.find(
    (r) => r.memberTypes.includes(customerType) && r.rewardUnits !== null && r.rewardUnits > 0n,
  );
  return rule?.rewardUnits
    ? {
        announcementId: rule.announcementId,
        rewardUnits: rule.rewardUnits,
        minDepositUnits: rule.minDepositUnits,
        turnoverMultiple: rule.turnoverMultiple,
      }
    : null;
}

export function createPromotionsService(db: Db, clock: Clock) {
  async function livePromotion(merchantCode: string, id: number) {
    const a = await findPromotion(db, merchantCode, id);
    if (!a?.enabled) throw notFound(`No promotion ${id}`);
    return { a, rule: (await findRule(db, id)) ?? null };
  }

  return {
    /** §6 the invite-friends entries show only while this is true for the member. */
    referralEnabled(merchantCode: string, memberId: number) {
      return referralEnabledForMember(db, merchantCode, memberId, clock());
    },

    async categories(merchantCode: string, language: Language) {
      return (await categoriesOf(db, merchantCode)).map((c) => ({
        id: c.id,
        name: localized(c.name, language),
      }));
    },

    /** Each promotion's §2.11 status and kind for this member (a visitor: join, coming soon, close). */
    async statuses(
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
    },

    /**
     * join → applying (an operator reviews) or joined at once; checked, once per member or period.
     * A promotion that takes a comment (§5) is joined with one; the others store none.
     */
    async join(merchantCode: string, member: PromotionMember, id: number, comment?: string) {
      const { a, rule } = await livePromotion(merchantCode, id);
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
    },

    /**
     * claim → process → issued (→ claimed without turnover): the bonus is worked out and handed to
     * the ledger in one transaction; while the ledger defers, the entry stays in process.
     */
    async claim(merchantCode: string, member: PromotionMember, id: number) {
      const { a, rule } = await livePromotion(merchantCode, id);
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
            Math.max(
              periodStart(window(a), rule, period).getTime(),
              (entry.joinedAt ?? now).getTime(),
            ),
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
    },

    /**
     * The money module calls this for each confirmed deposit: it becomes the qualifying deposit
     * of every joined deposit bonus still waiting for one, which can then be claimed.
     */
    async recordDeposit(
      merchantCode: string,
      memberId: number,
      amountUnits: bigint,
      /** The deposit's own transaction, so the mark lands with the credit or not at all. */
      within: Db = db,
    ) {
      const ids = await depositBonusIds(within, merchantCode);
      return within.transaction(async (tx) => {
        const waiting = await entriesAwaitingDeposit(tx, memberId, ids);
        for (const e of waiting) await updateEntry(tx, e.id, { depositUnits: amountUnits });
        return waiting.length;
      });
    },

    /**
     * The wallet calls this for each settled real-money bet, inside the settlement's transaction:
     * every issued bonus whose turnover has now been played becomes claimed (issued → claimed).
     * Stakes count from the first such bonus's issue and pay the bonuses off oldest first, so two
     * bonuses asking 1000 each need 2000 staked, as the withdraw rules add them up
     * (money/withdrawals.repository.ts `turnoverOf`). Returns how many were completed.
     */
    async recordTurnover(memberId: number, within: Db = db): Promise<number> {
      return within.transaction(async (tx) => {
        const bonuses = await bonusesWithTurnover(tx, memberId);
        const since = bonuses[0]?.issuedAt;
        if (!since || !bonuses.some((b) => b.status === PromotionEntryStatus.issued)) return 0;
        const now = clock();
        const { stakes } = await betTotals(tx, memberId, since, now);
        let owed = 0n;
        let completed = 0;
        for (const b of bonuses) {
          owed += b.turnoverUnits ?? 0n;
          if (stakes < owed) break;
          if (b.status !== PromotionEntryStatus.issued) continue;
          await updateEntry(tx, b.id, { status: PromotionEntryStatus.claimed, completedAt: now });
          completed++;
        }
        return completed;
      });
    },

    /** The console's categories, with how many of the merchant's promotions each holds. */
    async opsCategories(merchantCode: string): Promise<OpsPromotionCategory[]> {
      const [cats, promos] = await Promise.all([
        categoriesOf(db, merchantCode),
        allPromotions(db, merchantCode),
      ]);
      return cats.map((c) => ({
        id: c.id,
        code: c.code,
        name: { th: c.name.th ?? '', en: c.name.en ?? '' },
        sortOrder: c.sortOrder,
        promotions: promos.filter((p) => p.categoryIds.includes(c.id)).length,
      }));
    },

    /** Create or edit a category; its code stays unique per merchant; audited with the change. */
    async saveCategory(actor: Actor, input: SavePromotionCategoryInput) {
      return db.transaction(async (tx) => {
        const before =
          input.id === undefined ? null : await lockCategory(tx, actor.merchantCode, input.id);
        if (input.id !== undefined && !before) throw notFound(`No category ${input.id}`);
        const clash = await categoryByCode(tx, actor.merchantCode, input.code);
        if (clash && clash.id !== input.id)
          throw new HttpError(ErrorCode.CONFLICT, 'code: already used by another category', {
            fields: { code: 'already used by another category' },
            fieldCodes: { code: { code: 'invalid' } },
          });
        const values = { code: input.code, name: input.name, sortOrder: input.sortOrder };
        const id = before
          ? (await updateCategory(tx, before.id, values), before.id)
          : await insertCategory(tx, { ...values, merchantCode: actor.merchantCode });
        await recordAudit(tx, actor, {
          action: before ? 'promotion_category.update' : 'promotion_category.create',
          targetType: 'promotion_category',
          targetId: id,
          before: before
            ? { code: before.code, name: before.name, sortOrder: before.sortOrder }
            : null,
          after: values,
        });
        return { id };
      });
    },

    /** Deletes a category no promotion is filed under; audited. */
    async deleteCategory(actor: Actor, id: number): Promise<null> {
      return db.transaction(async (tx) => {
        const before = await lockCategory(tx, actor.merchantCode, id);
        if (!before) throw notFound(`No category ${id}`);
        if (await categoryInUse(tx, actor.merchantCode, id))
          throw new HttpError(ErrorCode.CONFLICT, 'id: promotions are filed under this category', {
            fields: { id: 'promotions are filed under this category' },
            fieldCodes: { id: { code: 'invalid' } },
          });
        await deleteCategory(tx, id);
        await recordAudit(tx, actor, {
          action: 'promotion_category.delete',
          targetType: 'promotion_category',
          targetId: id,
          before: { code: before.code, name: before.name, sortOrder: before.sortOrder },
        });
        return null;
      });
    },

    async opsList(merchantCode: string): Promise<OpsPromotion[]> {
      const rows = await allPromotions(db, merchantCode);
      const rules = new Map(
        (
          await rulesOf(
            db,
            rows.map((r) => r.id),
          )
        ).map((r) => [r.announcementId, r]),
      );
      const counts = await entryCounts(db, merchantCode);
      return rows.map((a) => ({
        id: a.id,
        slug: a.slug,
        title: { th: a.title.th ?? '', en: a.title.en ?? '' },
        content: { th: a.content.th ?? '', en: a.content.en ?? '' },
        imageUrl: a.images.find((i) => i.sequence === 1)?.url ?? a.imageUrl,
        linkUrl: a.linkUrl,
        startAt: a.startAt.getTime(),
        endAt: a.noExpiry ? null : (a.endAt?.getTime() ?? null),
        noExpiry: a.noExpiry,
        categoryIds: a.categoryIds,
        enabled: a.enabled,
        rule: ruleOut(rules.get(a.id)),
        counts: Object.fromEntries(
          counts.filter((c) => c.announcementId === a.id).map((c) => [c.status, c.n]),
        ),
      }));
    },

    /** Create or edit; the HTML is sanitized before it is stored; audited in the same transaction. */
    async save(actor: Actor, input: SavePromotionInput & { id?: number }) {
      const noExpiry = input.endAt === null;
      if (input.endAt !== null && input.endAt <= input.startAt)
        throw new HttpError(ErrorCode.BAD_REQUEST, 'endAt: must be after startAt', {
          fields: { endAt: 'must be after startAt' },
          fieldCodes: { endAt: { code: 'invalid' } },
        });
      const known = new Set((await categoriesOf(db, actor.merchantCode)).map((c) => c.id));
      if (input.categoryIds.some((c) => !known.has(c)))
        throw new HttpError(ErrorCode.BAD_REQUEST, 'categoryIds: names an unknown category', {
          fields: { categoryIds: 'names an unknown category' },
          fieldCodes: { categoryIds: { code: 'invalid' } },
        });
      const values = {
        title: input.title,
        content: {
          th: sanitizeContent(input.content.th),
          en: sanitizeContent(input.content.en),
        },
        imageUrl: input.imageUrl,
        images: input.imageUrl ? [{ url: input.imageUrl, sequence: 1 }] : [],
        linkUrl: input.linkUrl,
        startAt: new Date(input.startAt),
        endAt: input.endAt === null ? null : new Date(input.endAt),
        noExpiry,
        categoryIds: input.categoryIds,
        enabled: input.enabled,
        updatedAt: clock(),
      };
      return db.transaction(async (tx) => {
        let id = input.id;
        let before: unknown = null;
        if (id !== undefined) {
          const old = await findPromotion(tx, actor.merchantCode, id);
          if (!old) throw notFound(`No promotion ${id}`);
          before = {
            title: old.title,
            startAt: old.startAt,
            endAt: old.endAt,
            enabled: old.enabled,
          };
          await tx
            .update(announcements)
            .set(values)
            .where(
              and(eq(announcements.id, id), eq(announcements.merchantCode, actor.merchantCode)),
            );
        } else {
          const rows = await tx
            .insert(announcements)
            .values({
              ...values,
              merchantCode: actor.merchantCode,
              slug: `promo-${clock().getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
              type: 'PR',
              groupName: null,
            })
            .returning({ id: announcements.id });
          id = rows[0]!.id;
        }
        const r = input.rule;
        await upsertRule(tx, {
          announcementId: id,
          merchantCode: actor.merchantCode,
          kind: r.kind,
          review: r.review,
          rateBp: r.rateBp,
          capUnits: r.cap === null ? null : toUnits(r.cap),
          rewardUnits: r.reward === null ? null : toUnits(r.reward),
          minDepositUnits: r.minDeposit == null ? null : toUnits(r.minDeposit),
          turnoverMultiple: r.turnoverMultiple,
          rebateBasis: r.rebateBasis,
          memberTypes: r.memberTypes,
          firstDepositOnly: r.firstDepositOnly,
          periodDays: r.periodDays,
          takesComment: r.takesComment,
          updatedAt: clock(),
        });
        await recordAudit(tx, actor, {
          action: input.id === undefined ? 'promotion.create' : 'promotion.update',
          targetType: 'promotion',
          targetId: id,
          before,
          after: {
            title: input.title,
            startAt: input.startAt,
            endAt: input.endAt,
            enabled: input.enabled,
            rule: r,
          },
        });
        return { id };
      });
    },

    async entries(
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
    },

    /** applying → joined | rejected by an operator, audited with the change. */
    async review(actor: Actor, entryId: number, approve: boolean, reason?: string) {
      return db.transaction(async (tx) => {
        const e = await lockEntryById(tx, actor.merchantCode, entryId);
        if (!e) throw notFound(`No entry ${entryId}`);
        if (e.status !== PromotionEntryStatus.applying)
          throw refused(PromotionRefusal.not_reviewable);
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
    },
  };
}
export type PromotionsService = ReturnType<typeof createPromotionsService>;

function ruleOut(r: PromotionRuleRow | undefined): OpsPromotion['rule'] {
  if (!r)
    return {
      kind: PromotionKind.info,
      review: false,
      rateBp: 0,
      cap: null,
      reward: null,
      minDeposit: null,
      turnoverMultiple: 0,
      rebateBasis: null,
      memberTypes: [0, 1, 2],
      firstDepositOnly: false,
      periodDays: null,
      takesComment: false,
    };
  return {
    kind: r.kind,
    review: r.review,
    rateBp: r.rateBp,
    cap: r.capUnits === null ? null : fromUnits(r.capUnits),
    reward: r.rewardUnits === null ? null : fromUnits(r.rewardUnits),
    minDeposit: r.minDepositUnits === null ? null : fromUnits(r.minDepositUnits),
    turnoverMultiple: r.turnoverMultiple,
    rebateBasis: r.rebateBasis,
    memberTypes: r.memberTypes,
    firstDepositOnly: r.firstDepositOnly,
    periodDays: r.periodDays,
    takesComment: r.takesComment,
  };
}
