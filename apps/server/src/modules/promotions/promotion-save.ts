import { ErrorCode, FieldIssueCode, type SavePromotionInput } from '@lotto/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { toUnits } from '../../lib/money';
import { sanitizeContent } from '../../lib/sanitize';
import { recordAudit, type Actor } from '../audit/audit.service';
import type { PromotionDeps } from './promotion-deps';
import { ruleSettings } from './promotion-rule-settings';
import { categoriesOf, findPromotion, upsertRule } from './promotions.repository';

/** A promotion created or edited in the console, with its rule. */

type PromotionInput = SavePromotionInput & { id?: number };

/** Refuses an end before the start and a category the merchant does not have. */
async function checkInput(db: Db, merchantCode: string, input: PromotionInput) {
  if (input.endAt !== null && input.endAt <= input.startAt)
    throw new HttpError(ErrorCode.BAD_REQUEST, 'endAt: must be after startAt', {
      fields: { endAt: 'must be after startAt' },
      fieldCodes: { endAt: { code: FieldIssueCode.before_start } },
    });
  const known = new Set((await categoriesOf(db, merchantCode)).map((c) => c.id));
  if (input.categoryIds.some((c) => !known.has(c)))
    throw new HttpError(ErrorCode.BAD_REQUEST, 'categoryIds: names an unknown category', {
      fields: { categoryIds: 'names an unknown category' },
      fieldCodes: { categoryIds: { code: FieldIssueCode.not_found } },
    });
}

/** The announcement's columns, its HTML sanitized. */
const promotionValues = (input: PromotionInput, now: Date) => ({
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
  noExpiry: input.endAt === null,
  categoryIds: input.categoryIds,
  enabled: input.enabled,
  updatedAt: now,
});

/** The rule's row, its amounts in units. */
const ruleRow = (
  announcementId: number,
  merchantCode: string,
  r: SavePromotionInput['rule'],
  now: Date,
) => ({
  announcementId,
  merchantCode,
  ...ruleSettings(r),
  capUnits: r.cap === null ? null : toUnits(r.cap),
  rewardUnits: r.reward === null ? null : toUnits(r.reward),
  minDepositUnits: r.minDeposit == null ? null : toUnits(r.minDeposit),
  updatedAt: now,
});

/** Create or edit; the HTML is sanitized before it is stored; audited in the same transaction. */
export async function savePromotion(
  { db, clock }: PromotionDeps,
  actor: Actor,
  input: PromotionInput,
) {
  await checkInput(db, actor.merchantCode, input);
  const values = promotionValues(input, clock());
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
        .where(and(eq(announcements.id, id), eq(announcements.merchantCode, actor.merchantCode)));
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
    await upsertRule(tx, ruleRow(id, actor.merchantCode, r, clock()));
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
}
