import type { Db } from '../client';
import { memberLevels } from '../schema';
import { forgetActiveLevels } from '../../modules/levels/active-levels';

const baht = (n: number) => BigInt(n) * 10_000n;

/**
 * The demo merchant's member levels: deposits over the last 30 local days, rising
 * rebates and rewards. A level already there keeps what the console made of it.
 */
export const DEMO_LEVELS = [
  {
    code: 'bronze',
    name: { en: 'Bronze', th: 'บรอนซ์', vi: 'Đồng', cn: '青铜', ja: 'ブロンズ', id: 'Perunggu' },
    threshold: 0,
    rebate: 30,
    withdrawMax: 200_000,
    withdrawCount: 5,
    birthday: 0,
    levelUp: 0,
  },
  {
    code: 'silver',
    name: { en: 'Silver', th: 'ซิลเวอร์', vi: 'Bạc', cn: '白银', ja: 'シルバー', id: 'Perak' },
    threshold: 1_000,
    rebate: 50,
    withdrawMax: 300_000,
    withdrawCount: 8,
    birthday: 100,
    levelUp: 50,
  },
  {
    code: 'gold',
    name: { en: 'Gold', th: 'โกลด์', vi: 'Vàng', cn: '黄金', ja: 'ゴールド', id: 'Emas' },
    threshold: 10_000,
    rebate: 80,
    withdrawMax: 500_000,
    withdrawCount: 10,
    birthday: 500,
    levelUp: 300,
  },
  {
    code: 'diamond',
    name: {
      en: 'Diamond',
      th: 'ไดมอนด์',
      vi: 'Kim cương',
      cn: '钻石',
      ja: 'ダイヤモンド',
      id: 'Berlian',
    },
    threshold: 100_000,
    rebate: 120,
    withdrawMax: 1_000_000,
    withdrawCount: 20,
    birthday: 2_000,
    levelUp: 1_500,
  },
];

export async function seedDemoLevels(db: Db, merchantCode: string): Promise<void> {
  await db
    .insert(memberLevels)
    .values(
      DEMO_LEVELS.map((l, rank) => ({
        merchantCode,
        code: l.code,
        name: l.name,
        rank,
        thresholdKind: 'deposits' as const,
        thresholdUnits: baht(l.threshold),
        periodDays: 30,
        rebateBasisPoints: l.rebate,
        withdrawDailyMaxUnits: baht(l.withdrawMax),
        withdrawDailyCount: l.withdrawCount,
        birthdayRewardUnits: baht(l.birthday),
        levelUpRewardUnits: baht(l.levelUp),
        rewardKind: 'bonus' as const,
      })),
    )
    .onConflictDoNothing();
  forgetActiveLevels(db, merchantCode);
}
