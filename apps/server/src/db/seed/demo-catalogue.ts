import { bumpCatalogueVersion } from '../../modules/games/games.repository';
import type { Db } from '../client';
import { seedContent } from './demo-content';
import { seedPromotionRules } from './demo-promotion-rules';
import { seedUserAgreement } from './demo-agreement';
import { DEFAULT_DEMO_GAME_COUNT, seedGames } from './demo-games';
import { seedLottery } from './demo-lottery';
import { seedVendors } from './demo-vendors';

export interface SeedDemoCatalogueOptions {
  merchantCode: string;
  /** Listed games (slots, live, fish, cards); 400 by default, up to tens of thousands for benchmarks. */
  gameCount?: number;
  /** Dates of announcements and hot matches are relative to this; defaults to the clock. */
  now?: Date;
}

export interface DemoCatalogueCounts {
  vendors: number;
  games: number;
  lotteryGames: number;
  lotteryMenus: number;
  announcements: number;
  promotionCategories: number;
  hotMatches: number;
}

/**
 * Writes the demo catalogue of one merchant. Every row is upserted on its natural key and all
 * values come from a seeded generator, so running it again leaves the same rows (and node ids).
 */
export async function seedDemoCatalogue(
  db: Db,
  opts: SeedDemoCatalogueOptions,
): Promise<DemoCatalogueCounts> {
  const { merchantCode, gameCount = DEFAULT_DEMO_GAME_COUNT, now = new Date() } = opts;
  if (!Number.isInteger(gameCount) || gameCount < 0) {
    throw new Error(`gameCount must be a whole number, got ${gameCount}`);
  }
  return db.transaction(async (tx) => {
    const vendors = await seedVendors(tx, merchantCode);
    const games = await seedGames(tx, merchantCode, gameCount);
    const lottery = await seedLottery(tx, merchantCode);
    const content = await seedContent(tx, merchantCode, now);
    await seedPromotionRules(tx, merchantCode);
    await seedUserAgreement(tx, merchantCode);
    // Cached hot games, vendor order and page counts of every instance are dropped by this.
    await bumpCatalogueVersion(tx, merchantCode);
    return {
      vendors,
      games,
      lotteryGames: lottery.games,
      lotteryMenus: lottery.menus,
      ...content,
    };
  });
}
