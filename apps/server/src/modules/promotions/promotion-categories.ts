import {
  ErrorCode,
  FieldIssueCode,
  type OpsPromotionCategory,
  type SavePromotionCategoryInput,
} from '@lotto/contract';
import { HttpError, notFound } from '../../lib/http-error';
import { thEn } from '../../lib/localized';
import { recordAudit, recordSave, type Actor } from '../audit/audit.service';
import type { PromotionDeps } from './promotion-deps';
import {
  allPromotions,
  categoriesOf,
  categoryByCode,
  categoryInUse,
  deleteCategory,
  insertCategory,
  lockCategory,
  updateCategory,
} from './promotions.repository';

/** The console's promotion categories: listed, saved and deleted, each change audited. */

/** The console's categories, with how many of the merchant's promotions each holds. */
export async function opsPromotionCategories(
  { db }: PromotionDeps,
  merchantCode: string,
): Promise<OpsPromotionCategory[]> {
  const [cats, promos] = await Promise.all([
    categoriesOf(db, merchantCode),
    allPromotions(db, merchantCode),
  ]);
  return cats.map((c) => ({
    id: c.id,
    code: c.code,
    name: thEn(c.name),
    sortOrder: c.sortOrder,
    promotions: promos.filter((p) => p.categoryIds.includes(c.id)).length,
  }));
}

/** Create or edit a category; its code stays unique per merchant; audited with the change. */
export async function savePromotionCategory(
  { db }: PromotionDeps,
  actor: Actor,
  input: SavePromotionCategoryInput,
) {
  return db.transaction(async (tx) => {
    const before =
      input.id === undefined ? null : await lockCategory(tx, actor.merchantCode, input.id);
    if (input.id !== undefined && !before) throw notFound(`No category ${input.id}`);
    const clash = await categoryByCode(tx, actor.merchantCode, input.code);
    if (clash && clash.id !== input.id)
      throw new HttpError(ErrorCode.CONFLICT, 'code: already used by another category', {
        fields: { code: 'already used by another category' },
        fieldCodes: { code: { code: FieldIssueCode.taken } },
      });
    const values = { code: input.code, name: input.name, sortOrder: input.sortOrder };
    const id = before
      ? (await updateCategory(tx, before.id, values), before.id)
      : await insertCategory(tx, { ...values, merchantCode: actor.merchantCode });
    const was = before && { code: before.code, name: before.name, sortOrder: before.sortOrder };
    await recordSave(tx, actor, 'promotion_category', id, was, values);
    return { id };
  });
}

/** Deletes a category no promotion is filed under; audited. */
export async function deletePromotionCategory(
  { db }: PromotionDeps,
  actor: Actor,
  id: number,
): Promise<null> {
  return db.transaction(async (tx) => {
    const before = await lockCategory(tx, actor.merchantCode, id);
    if (!before) throw notFound(`No category ${id}`);
    if (await categoryInUse(tx, actor.merchantCode, id))
      throw new HttpError(ErrorCode.CONFLICT, 'id: promotions are filed under this category', {
        fields: { id: 'promotions are filed under this category' },
        fieldCodes: { id: { code: FieldIssueCode.in_use } },
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
}
