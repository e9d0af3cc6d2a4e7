import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/http-error';
import {
  forgetExpiredNonces,
  gameOfNode,
  hasLiveLaunch,
  rememberNonce,
} from './wallet-api-guard.repository';
import type { WalletKeys } from './wallet-keys';
import {
  validWalletSignature,
  WALLET_NONCE_HEADER,
  WALLET_NONCE_PATTERN,
  WALLET_SIGNATURE_HEADER,
  WALLET_SIGNATURE_WINDOW_MS,
  WALLET_TIMESTAMP_HEADER,
  WALLET_VENDOR_HEADER,
} from './wallet-signature';

/** Expired nonces are removed once every this many accepted calls (a cheap indexed delete). */
const NONCE_SWEEP_EVERY = 200;

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

const refused = (why: string) =>
  new HttpError(ErrorCode.UNAUTHORIZED, `Wallet API call refused: ${why}`);

/**
 * The checks of the wallet API between vendors and the platform: the vendor's own
 * key, a fresh timestamp and an unseen nonce; then that a bet is the vendor's own game round.
 */
export function createWalletApiGuard(db: Db, clock: Clock, keys: WalletKeys) {
  let accepted = 0;
  return {
    /** The signing vendor of a call, or a 401 that says which check failed. */
    async verify(request: FastifyRequest): Promise<string> {
      const vendor = header(request, WALLET_VENDOR_HEADER);
      const timestamp = header(request, WALLET_TIMESTAMP_HEADER);
      const nonce = header(request, WALLET_NONCE_HEADER);
      const key = keys.keyOf(vendor);
      if (!key) throw refused('unknown vendor');
      const call = {
        vendor,
        timestamp,
        nonce,
        method: request.method,
        path: request.url,
        body: request.rawBody ?? '',
      };
      if (!validWalletSignature(key, call, request.headers[WALLET_SIGNATURE_HEADER]))
        throw refused('missing or wrong signature');
      const now = clock().getTime();
      const at = /^\d{1,15}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
      if (!(Math.abs(now - at) <= WALLET_SIGNATURE_WINDOW_MS))
        throw refused('the timestamp is outside the 5-minute window');
      if (!WALLET_NONCE_PATTERN.test(nonce)) throw refused('the nonce must be 16-64 characters');
      // Kept until the timestamp could no longer pass the window check.
      const expiresAt = new Date(at + WALLET_SIGNATURE_WINDOW_MS);
      if (!(await rememberNonce(db, vendor, nonce, expiresAt)))
        throw refused('the nonce was already used');
      if (++accepted % NONCE_SWEEP_EVERY === 0) await forgetExpiredNonces(db, new Date(now));
      return vendor;
    },

    /** A vendor debits only members playing its games, and only for its own games. */
    async assertOwnRound(vendor: string, memberId: number, nodeId: number | null) {
      if (nodeId !== null) {
        const game = await gameOfNode(db, nodeId);
        if (!game || game.vendorCode !== vendor)
          throw fieldError('nodeId', `is not a game of ${vendor}`, ErrorCode.FORBIDDEN);
      }
      if (!(await hasLiveLaunch(db, vendor, memberId, clock())))
        throw fieldError(
          'memberId',
          `has no game session launched with ${vendor}`,
          ErrorCode.FORBIDDEN,
        );
    },
  };
}
export type WalletApiGuard = ReturnType<typeof createWalletApiGuard>;
