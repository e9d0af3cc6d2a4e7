import {
  ErrorCode,
  FieldIssueCode,
  type Language,
  type MallItemValue,
  type MerchantConfig,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { localized } from '../../lib/localized';
import {
  activeMallItems,
  findRedemption,
  insertRedemption,
  lockMallItem,
  takeOneFromStock,
} from './mall.repository';
import { findPointsAccount } from './points.repository';
import { movePoints } from './points.service';

const itemError = (code: ErrorCode, reason: string, message: string) =>
  new HttpError(code, `itemId: ${message}`, {
    fields: { itemId: message },
    fieldCodes: { itemId: { code: FieldIssueCode.invalid, params: { reason } } },
  });

export function createMallService(db: Db, clock: Clock) {
  async function answerOf(
    memberId: number,
    redemption: { id: number; itemId: number; price: number },
  ) {
    const account = await findPointsAccount(db, memberId);
    return {
      redemptionId: redemption.id,
      itemId: redemption.itemId,
      price: redemption.price,
      balance: account?.balance ?? 0,
    };
  }

  return {
    async items(merchant: MerchantConfig, language: Language): Promise<MallItemValue[]> {
      const rows = await activeMallItems(db, merchant.code);
      return rows.map((r) => ({
        id: r.id,
        name: localized(r.name, language),
        description: localized(r.description, language),
        imageUrl: r.imageUrl,
        price: r.price,
        stock: r.stock,
      }));
    },

    /**
     * Item row, then points account, both locked in one transaction: stock and balance cannot go
     * below zero however many redemptions arrive at once, and a refusal writes nothing.
     */
    async redeem(memberId: number, merchant: MerchantConfig, itemId: number, requestId: string) {
      const before = await findRedemption(db, memberId, requestId);
      if (before) return answerOf(memberId, before);
      const now = clock();
      const redemption = await db.transaction(async (tx) => {
        const item = await lockMallItem(tx, merchant.code, itemId);
        if (!item || !item.active)
          throw itemError(ErrorCode.NOT_FOUND, 'no_such_item', `no item ${itemId}`);
        // The same requestId may have won while this call waited for the lock.
        const raced = await findRedemption(tx, memberId, requestId);
        if (raced) return raced;
        if (item.stock < 1) throw itemError(ErrorCode.CONFLICT, 'out_of_stock', 'out of stock');
        const moved = await movePoints(tx, {
          memberId,
          amount: -item.price,
          reason: 'mall_redeem',
          idempotencyKey: `mall_redeem:${memberId}:${requestId}`,
          detail: String(item.id),
          now,
          field: 'itemId',
        });
        if (!moved) throw new Error(`points key of redemption ${requestId} without a redemption`);
        await takeOneFromStock(tx, item.id, now);
        return insertRedemption(tx, {
          memberId,
          itemId: item.id,
          price: item.price,
          requestId,
          now,
        });
      });
      return answerOf(memberId, redemption);
    },
  };
}
