import {
  ErrorCode,
  GameCategory,
  LaunchView,
  type GameUrlValue,
  type Language,
  type LaunchGameQuery,
  type MerchantConfig,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import type { AuthenticatedMember } from '../../plugins/session-auth.plugin';
import { localized } from '../../lib/localized';
import { findVendor } from '../games/games.service';
import type { GamesService } from '../games/games.service';
import { NON_MEMBER_TYPES } from '../accounts/login-gates';
import {
  ageVerificationRequired,
  refuseUnverifiedAge,
  refuseWhileExcluded,
} from '../protection/protection-guard';
import type { LaunchedGame } from './vendor-adapter';
import type { VendorRegistry } from './vendor-registry';

/** §2.6 the categories whose tiles are single games; the others launch a vendor or a lobby. */
const GAME_CATEGORIES: readonly GameCategory[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'COCKFIGHT'];
/** §2.7 sports and e-sports open a Mobile or a Desktop view. */
const VIEW_CATEGORIES: readonly GameCategory[] = ['SPORTS', 'ESPORTS'];

export function createLaunchService(
  db: Db,
  games: GamesService,
  registry: VendorRegistry,
  clock: Clock,
) {
  async function vendorOf(merchantCode: string, category: GameCategory, code: string) {
    // E-sports vendors may be kept under SPORTS and split out only in the game center (§2.6).
    const vendor =
      (await findVendor(db, merchantCode, category, code)) ??
      (category === GameCategory.ESPORTS
        ? await findVendor(db, merchantCode, GameCategory.SPORTS, code)
        : null);
    if (!vendor || !vendor.enabled) throw notFound(`No ${category} vendor ${code}`);
    return vendor;
  }

  return {
    /** §7 generic launch: session (by the route), member type, vendor maintenance, then the vendor. */
    async launch(
      merchant: MerchantConfig,
      member: AuthenticatedMember,
      q: LaunchGameQuery,
      language: Language,
    ): Promise<GameUrlValue> {
      if (NON_MEMBER_TYPES.includes(member.customerType)) throw new HttpError(ErrorCode.NON_MEMBER);
      // Issue 34: no game opens during a time-out or self-exclusion (free play included).
      await refuseWhileExcluded(db, member.id, clock());
      // Issue 34: real-money play waits for a verified age where the merchant asks one.
      if (!member.isTrial)
        await refuseUnverifiedAge(db, member.id, ageVerificationRequired(merchant));
      const vendor = await vendorOf(merchant.code, q.category, q.vendor);
      if (vendor.maintenance)
        throw new HttpError(
          ErrorCode.BUSY,
          `${vendor.displayName} is under maintenance, please try again later`,
        );
      let game: LaunchedGame | null = null;
      if (q.nodeId !== undefined && GAME_CATEGORIES.includes(q.category)) {
        const row = await games.findGame(merchant.code, q.nodeId);
        if (row.vendorCode !== vendor.code || row.gameType !== q.category)
          throw notFound(`Game ${q.nodeId} is not a ${q.category} game of ${vendor.code}`);
        game = {
          nodeId: row.nodeId,
          gameId: row.gameId,
          gameCode: row.gameCode,
          name: localized(row.name, language),
          minBet: row.minBet,
        };
      }
      const adapter = registry.adapterFor(vendor.code);
      if (!adapter)
        throw new HttpError(ErrorCode.NOT_IMPLEMENTED, `No adapter for vendor ${vendor.code}`);
      const launched = await adapter.launch({
        merchant,
        member,
        category: q.category,
        vendor,
        game,
        ...(q.gameId === undefined ? {} : { gameId: q.gameId }),
        roomId: q.roomId ?? null,
        view: VIEW_CATEGORIES.includes(q.category) ? (q.view ?? LaunchView.Mobile) : null,
        play: member.isTrial,
        language,
      });
      // §2.8 every launch of a game puts it on top of the member's recent games.
      if (game) await games.touchRecentGame(member.id, game.nodeId);
      return launched;
    },
  };
}
export type LaunchService = ReturnType<typeof createLaunchService>;
