import {
  ErrorCode,
  type AdjustPointsInput,
  type OpsMallItemValue,
  type SaveMallItemInput,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { MallItemRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/http-error';
import { thEnFields } from '../../lib/localized';
import { recordAudit, recordSave, type Actor } from '../audit/audit.service';
import { lockMallItem } from './mall.repository';
import {
  allMallItems,
  insertMallItem,
  memberMerchant,
  redemptionCounts,
  updateMallItem,
} from './ops-engagement.repository';
import { findPointsAccount } from './points.repository';
import { movePoints, pointsAccountOf } from './points.service';
import { isUniqueViolation } from '../../db/unique-violation';

const itemOf = (r: MallItemRow, redeemed: number): OpsMallItemValue => ({
  id: r.id,
  code: r.code,
  ...thEnFields('name', r.name),
  ...thEnFields('description', r.description),
  imageUrl: r.imageUrl,
  price: r.price,
  stock: r.stock,
  active: r.active,
  sortOrder: r.sortOrder,
  redeemed,
});

/** The console side: mall items and stock, points adjustments; every write audited. */
export function createOpsEngagementService(db: Db, clock: Clock) {
  async function memberOfMerchant(merchantCode: string, memberId: number) {
    if ((await memberMerchant(db, memberId)) !== merchantCode)
      throw new HttpError(ErrorCode.NOT_FOUND, 'No such member');
  }

  return {
    async mallItems(merchantCode: string) {
      const [rows, counts] = await Promise.all([
        allMallItems(db, merchantCode),
        redemptionCounts(db),
      ]);
      return { list: rows.map((r) => itemOf(r, counts.get(r.id) ?? 0)) };
    },

    async saveMallItem(actor: Actor, input: SaveMallItemInput): Promise<OpsMallItemValue> {
      const values = {
        code: input.code,
        name: { en: input.nameEn, th: input.nameTh },
        description: { en: input.descriptionEn, th: input.descriptionTh },
        imageUrl: input.imageUrl,
        price: input.price,
        stock: input.stock,
        active: input.active,
        sortOrder: input.sortOrder ?? 0,
        updatedAt: clock(),
      };
      try {
        return await db.transaction(async (tx) => {
          if (input.id === undefined) {
            const created = await insertMallItem(tx, {
              ...values,
              merchantCode: actor.merchantCode,
            });
            await recordSave(tx, actor, 'mall_item', created.id, null, itemOf(created, 0));
            return itemOf(created, 0);
          }
          // Under the item's lock: a redemption in flight finishes first, so stock is not lost.
          const before = await lockMallItem(tx, actor.merchantCode, input.id);
          if (!before) throw fieldError('id', 'no such item', ErrorCode.NOT_FOUND);
          const after = await updateMallItem(tx, input.id, values);
          await recordSave(tx, actor, 'mall_item', input.id, itemOf(before, 0), itemOf(after, 0));
          return itemOf(after, (await redemptionCounts(tx)).get(after.id) ?? 0);
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw fieldError('code', 'code is used by another item', ErrorCode.CONFLICT);
        throw err;
      }
    },

    async memberPoints(merchantCode: string, memberId: number) {
      await memberOfMerchant(merchantCode, memberId);
      return pointsAccountOf(db, memberId);
    },

    /** The adjustment and its audit entry land in one transaction, or neither does. */
    async adjustPoints(actor: Actor, input: AdjustPointsInput) {
      await memberOfMerchant(actor.merchantCode, input.memberId);
      const now = clock();
      return db.transaction(async (tx) => {
        const moved = await movePoints(tx, {
          memberId: input.memberId,
          amount: input.amount,
          reason: 'adjustment',
          idempotencyKey: `adjustment:${actor.merchantCode}:${input.requestId}`,
          detail: `${actor.username ?? ''}: ${input.note}`,
          now,
          field: 'amount',
        });
        if (!moved) {
          const account = await findPointsAccount(tx, input.memberId);
          return { balance: account?.balance ?? 0, applied: false };
        }
        await recordAudit(tx, actor, {
          action: 'points.adjust',
          targetType: 'member',
          targetId: input.memberId,
          after: { amount: input.amount, note: input.note, balance: moved.balance },
        });
        return { balance: moved.balance, applied: true };
      });
    },
  };
}
