import { randomUUID } from 'node:crypto';
import { ErrorCode, type MerchantConfig, FieldIssueCode } from '@lotto/contract';
import type { Db } from '../../../db/client';
import type { GameLaunchRow } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { fieldError, HttpError } from '../../../lib/http-error';
import { randomToken, sha256Hex } from '../../../lib/secrets';
import { formatAmount, fromUnits, toUnits } from '../../../lib/money';
import type { WalletService } from '../../wallet/wallet.service';
import type { VendorAdapter } from '../vendor-adapter';
import type { SessionSettings } from '../../accounts/sessions.service';
import { touchSession } from '../../accounts/sessions.service';
import type { WalletApiClient } from './wallet-api-client';
import { findGameSession, insertLaunch, openLaunch } from './demo-launches.repository';
import { BET_LADDER, spin, type SpinOutcome } from './paytable';

/** A launch URL is good once and for a minute, so a leaked link is worth little. */
export const LAUNCH_TOKEN_TTL_MS = 60 * 1000;
/** How long an opened game page may keep spinning. */
export const GAME_SESSION_TTL_MS = 2 * 60 * 60 * 1000;
export const DEMO_PLAY_PATH = '/vendor/demo/play';
/** Bet size of a vendor-level launch (sports, lobbies), which has no game of its own. */
const LOBBY_MIN_BET = '1';

export interface DemoPage {
  gameName: string;
  balance: string;
  currency: string;
  play: boolean;
  betOptions: string[];
  sessionToken: string;
}

export interface SpinResult {
  reels: SpinOutcome['reels'];
  bet: string;
  win: string;
  balance: string;
  txId: string;
}

/** The built-in demo vendor: serves a slot page for every demo vendor code. */
// eslint-disable-next-line max-lines-per-function -- the demo vendor: its adapter object and its page, session and spin handlers sharing the launch lookups; each is linted on its own, the longest (spin) 39 lines
export function createDemoVendor(
  db: Db,
  clock: Clock,
  wallet: WalletService,
  walletApi: WalletApiClient,
  merchantOf: (code: string) => Promise<MerchantConfig | null>,
  platformSessions: Pick<SessionSettings, 'idleMinutes'>,
) {
  const liveGameSession = (tokenHash: string) => {
    const now = clock();
    const idleBefore = new Date(now.getTime() - platformSessions.idleMinutes * 60_000);
    return findGameSession(db, tokenHash, now, idleBefore);
  };

  function betOptions(minBet: string): string[] {
    const min = toUnits(minBet);
    const ladder = [min, ...BET_LADDER.map(toUnits).filter((u) => u > min)];
    return ladder.map(fromUnits);
  }

  async function merchantFor(launch: GameLaunchRow) {
    const merchant = await merchantOf(launch.merchantCode);
    if (!merchant) throw new HttpError(ErrorCode.NOT_FOUND, 'No such merchant');
    return merchant;
  }

  const adapter: VendorAdapter = {
    id: 'demo',
    async launch(req) {
      const token = randomToken();
      const now = clock();
      await insertLaunch(db, {
        merchantCode: req.merchant.code,
        memberId: req.member.id,
        platformSessionId: req.member.sessionId,
        vendorCode: req.vendor.code,
        category: req.category,
        gameNodeId: req.game?.nodeId ?? null,
        gameName: req.game?.name ?? req.vendor.displayName,
        minBet: req.game?.minBet ?? LOBBY_MIN_BET,
        view: req.view,
        play: req.play,
        launchTokenHash: sha256Hex(token),
        launchExpiresAt: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS),
      });
      const query = new URLSearchParams({ launch: token, language: req.language });
      return { gameUrl: `${DEMO_PLAY_PATH}?${query.toString()}` };
    },
  };

  return {
    adapter,

    /** Opens the page of a launch: null when the token is unknown, used or expired. */
    async openPage(launchToken: string): Promise<DemoPage | null> {
      const now = clock();
      const sessionToken = randomToken();
      const launch = await openLaunch(
        db,
        sha256Hex(launchToken),
        sha256Hex(sessionToken),
        now,
        new Date(now.getTime() + GAME_SESSION_TTL_MS),
      );
      if (!launch || !(await liveGameSession(sha256Hex(sessionToken)))) return null;
      const merchant = await merchantFor(launch);
      const balance = await wallet.balance(merchant, {
        id: launch.memberId,
        merchantCode: launch.merchantCode,
        isTrial: launch.play,
      });
      return {
        gameName: launch.gameName,
        balance: formatAmount(toUnits(balance.sumBalance), merchant.currency.decimals),
        currency: balance.currency,
        play: balance.play,
        betOptions: betOptions(launch.minBet).map((b) =>
          formatAmount(toUnits(b), Math.max(merchant.currency.decimals, decimalsOf(b))),
        ),
        sessionToken,
      };
    },

    /**
     * Issue 34: the member and platform session behind a live game session, for the reality
     * check the game page shows; null when the game session has ended.
     */
    async pageSession(sessionToken: string) {
      const launch = await liveGameSession(sha256Hex(sessionToken));
      if (!launch || launch.platformSessionId === null) return null;
      const merchant = await merchantFor(launch);
      return {
        member: {
          id: launch.memberId,
          merchantCode: launch.merchantCode,
          username: launch.username,
          sessionId: launch.platformSessionId,
        },
        merchant,
      };
    },

    /** One spin: a bet and its settlement through the platform wallet. */
    async spin(sessionToken: string, bet: string): Promise<SpinResult> {
      const launch = await liveGameSession(sha256Hex(sessionToken));
      if (!launch)
        throw new HttpError(
          ErrorCode.SESSION_EXPIRED,
          'This game session has ended, launch the game again',
        );
      const merchant = await merchantFor(launch);
      const amount = toUnits(bet);
      if (!betOptions(launch.minBet).some((o) => toUnits(o) === amount))
        throw fieldError(
          'bet',
          `bet must be one of ${betOptions(launch.minBet).join(', ')}`,
          undefined,
          { code: FieldIssueCode.choice },
        );
      const txId = `demo-${randomUUID()}`;
      await walletApi.bet({
        vendor: launch.vendorCode,
        txId,
        memberId: launch.memberId,
        amount: fromUnits(amount),
        nodeId: launch.gameNodeId,
        gameName: launch.gameName,
      });
      const outcome = spin();
      const win = amount * outcome.multiplier;
      const settled = await walletApi.settle({
        vendor: launch.vendorCode,
        txId,
        win: fromUnits(win),
      });
      // Playing is the member's activity: the platform session stays alive while the game does.
      if (launch.platformSessionId !== null)
        await touchSession(db, launch.platformSessionId, clock());
      const decimals = merchant.currency.decimals;
      return {
        reels: outcome.reels,
        bet: formatAmount(amount, Math.max(decimals, decimalsOf(bet))),
        win: formatAmount(win, Math.max(decimals, decimalsOf(bet))),
        balance: formatAmount(toUnits(settled.balance), decimals),
        txId,
      };
    },
  };
}
export type DemoVendor = ReturnType<typeof createDemoVendor>;

const decimalsOf = (decimal: string) => decimal.split('.')[1]?.replace(/0+$/, '').length ?? 0;
