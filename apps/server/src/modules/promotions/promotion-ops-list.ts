import { infoPromotionRule, type OpsPromotion } from '@lotto/contract';
import type { PromotionRuleRow } from '../../db/schema';
import { thEn } from '../../lib/localized';
import { fromUnits } from '../../lib/money';
import type { PromotionDeps } from './promotion-deps';
import { ruleSettings } from './promotion-rule-settings';
import { allPromotions, entryCounts, rulesOf } from './promotions.repository';

/** The console's list of promotions, each with its rule and how many entries it has by status. */

export async function opsPromotions(
  { db }: PromotionDeps,
  merchantCode: string,
): Promise<OpsPromotion[]> {
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
    title: thEn(a.title),
    content: thEn(a.content),
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
}

function ruleOut(r: PromotionRuleRow | undefined): OpsPromotion['rule'] {
  if (!r) return infoPromotionRule();
  return {
    ...ruleSettings(r),
    cap: r.capUnits === null ? null : fromUnits(r.capUnits),
    reward: r.rewardUnits === null ? null : fromUnits(r.rewardUnits),
    minDeposit: r.minDepositUnits === null ? null : fromUnits(r.minDepositUnits),
  };
}
