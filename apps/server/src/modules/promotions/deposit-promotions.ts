import {
  PromotionStatus,
  type DepositPromotion,
  type Language,
  type MerchantConfig,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { localized } from '../../lib/localized';
import { fromUnits } from '../../lib/money';
import { allPromotions, depositBonusIds, rulesOf } from './promotions.repository';
import type { PromotionMember, PromotionsService } from './promotions.service';

/** Statuses worth showing beside a deposit: one to take, or taken and waiting for the deposit. */
const OFFERED: readonly string[] = [
  PromotionStatus.join,
  PromotionStatus.joined,
  PromotionStatus.applying,
];

/**
 * The deposit page's promotions (§7 promo list and accept promo): the merchant's live
 * deposit bonuses with this member's status, and joining one through the promotions service, so
 * the next credited deposit qualifies it (recordDeposit).
 */
export function createDepositPromotions(db: Db, promotions: PromotionsService) {
  return {
    async list(
      merchant: MerchantConfig,
      memberId: number,
      language: Language,
    ): Promise<{ list: DepositPromotion[] }> {
      const ids = new Set(await depositBonusIds(db, merchant.code));
      const rows = (await allPromotions(db, merchant.code)).filter(
        (a) => a.enabled && ids.has(a.id),
      );
      const statuses = await promotions.statuses(rows, memberId);
      const rules = new Map(
        (
          await rulesOf(
            db,
            rows.map((r) => r.id),
          )
        ).map((r) => [r.announcementId, r]),
      );
      const list: DepositPromotion[] = [];
      for (const a of rows) {
        const status = statuses.get(a.id)?.status;
        const rule = rules.get(a.id);
        if (!status || !rule || !OFFERED.includes(status)) continue;
        list.push({
          id: a.id,
          title: localized(a.title, language),
          ratePercent: (rule.rateBp / 100).toFixed(2),
          cap: rule.capUnits === null ? null : fromUnits(rule.capUnits),
          turnoverMultiple: rule.turnoverMultiple,
          status,
        });
      }
      return { list };
    },

    /** Joins a deposit bonus (and only a deposit bonus) of the merchant. */
    async accept(merchantCode: string, member: PromotionMember, id: number) {
      if (!(await depositBonusIds(db, merchantCode)).includes(id))
        throw notFound(`No deposit bonus ${id}`);
      return promotions.join(merchantCode, member, id);
    },
  };
}
export type DepositPromotions = ReturnType<typeof createDepositPromotions>;
