import type { GameCategory, Language, LaunchView, MerchantConfig } from '@lotto/contract';
import type { VendorRow } from '../../db/schema';
import type { AuthenticatedMember } from '../../plugins/session-auth.plugin';

/** A game as the launch found it in the catalogue (null for a vendor-level launch). */
export interface LaunchedGame {
  nodeId: number;
  gameId: string;
  gameCode: string;
  /** In the member's language. */
  name: string;
  minBet: string;
}

export interface LaunchRequest {
  merchant: MerchantConfig;
  member: AuthenticatedMember;
  category: GameCategory;
  vendor: VendorRow;
  game: LaunchedGame | null;
  /** The launch's gameId as asked: §9 a special launch vendor's lottery (not a catalogue game). */
  gameId?: string;
  roomId: string | null;
  /** For sports and e-sports (§2.7); other categories launch their mobile view. */
  view: LaunchView | null;
  /** §6 trial accounts play with play money only. */
  play: boolean;
  /** The player's language: the game page speaks it like the rest of the app. */
  language: Language;
}

/**
 * What the platform needs from a game vendor. Launch is the first duty; fetching bet records
 * for reconciliation joins this interface with the betting-records issue. Money never moves
 * through an adapter: vendors call the platform's wallet API (bet, settle, rollback).
 */
export interface VendorAdapter {
  readonly id: string;
  launch(request: LaunchRequest): Promise<{ gameUrl: string }>;
}
