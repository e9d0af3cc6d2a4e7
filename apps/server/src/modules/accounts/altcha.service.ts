import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Solution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ErrorCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/http-error';
import { sha256Hex } from '../../lib/secrets';
import { deleteUsedChallengesBefore, markChallengeUsed } from './altcha.repository';

export interface AltchaSettings {
  hmacKey: string;
  cost: number;
  maxCounter: number;
}

/** A challenge is good for this long after it is issued. */
export const ALTCHA_TTL_MS = 10 * 60_000;
const ALGORITHM = 'PBKDF2/SHA-256';
/**
 * altcha-lib checks a challenge's expiry against the wall clock, not an injected one, so the
 * expiry and the pruning of used ids follow the wall clock too; with the app's clock a moved
 * test clock made every challenge expired (or too long-lived) at certain hours of the day.
 */
const wallNow = () => Date.now();

/**
 * ALTCHA proof of work, self-hosted: the server signs each challenge and checks each solution
 * once. Deterministic mode (a known counter) keeps the server's check to one key derivation.
 */
export function createAltcha(db: Db, settings: AltchaSettings) {
  const keySecret = sha256Hex(`altcha-key:${settings.hmacKey}`);

  return {
    async challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: settings.cost,
        counter: randomInt(Math.floor(settings.maxCounter / 2), settings.maxCounter),
        deriveKey,
        expiresAt: new Date(wallNow() + ALTCHA_TTL_MS),
        hmacSignatureSecret: settings.hmacKey,
        hmacKeySignatureSecret: keySecret,
      });
    },

    /** Throws a 400 naming `altcha` unless the payload is a fresh, unused, solved challenge. */
    async verify(payload: string | undefined, field = 'altcha'): Promise<void> {
      const fail = () =>
        fieldError(
          field,
          'human verification failed, please try again',
          ErrorCode.HUMAN_VERIFICATION_FAILED,
        );
      if (!payload) throw fail();
      let parsed: { challenge?: Challenge; solution?: Solution };
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof parsed;
      } catch {
        throw fail();
      }
      if (!parsed.challenge?.parameters || !parsed.solution) throw fail();
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: settings.hmacKey,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => null);
      if (!result?.verified) throw fail();
      // The nonce is covered by the signature, so it names the challenge; the insert is atomic.
      const id = sha256Hex(String(parsed.challenge.parameters.nonce));
      if (!(await markChallengeUsed(db, id))) throw fail();
    },

    /** Used ids older than any live challenge can go. */
    prune: () => deleteUsedChallengesBefore(db, new Date(wallNow() - 2 * ALTCHA_TTL_MS)),
  };
}
