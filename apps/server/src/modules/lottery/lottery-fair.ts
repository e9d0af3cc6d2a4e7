import { createHash, createHmac, randomBytes } from 'node:crypto';
import { prizeSlots, type LotteryFormatId } from '@lotto/contract';

/**
 * Draws anyone can verify. The published rule:
 *
 *   commitment = hex(SHA-256(seed bytes))           published before the draw
 *   block(i)   = HMAC-SHA-256(key = seed bytes, message = "<numero>:<i>"), i = 0, 1, 2 …
 *   digits     = the bytes of block(0) ‖ block(1) ‖ …, each byte b < 250 giving the digit b mod 10
 *                (bytes 250-255 are skipped, so every digit is equally likely)
 *   result     = the digits cut, in order, into the prize numbers of the game's format
 *                (lottery-bets.ts LOTTERY_FORMATS: e.g. Thai = 6 digits, then 2)
 *
 * The seed is 32 random bytes written when the draw's commitment is first published; it is
 * revealed with the result. Neither a merchant nor an operator can choose a result: the seed is
 * fixed (and its hash public) before any bet on that draw is taken.
 */

/** The rule in one line, as the verify call publishes it. */
export const FAIR_RULE =
  'commitment = SHA-256(seed); digits = bytes b < 250 of HMAC-SHA-256(seed, "<numero>:<i>") for i = 0, 1 …, each b mod 10; cut in order into the prize numbers of the format';

export const newSeed = (): string => randomBytes(32).toString('hex');

export const commitmentOf = (seedHex: string): string =>
  createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/** The unbiased digit stream of a seed and numero (see the rule above). */
export function digitStream(seedHex: string, numero: string, count: number): string {
  const key = Buffer.from(seedHex, 'hex');
  let out = '';
  for (let block = 0; out.length < count; block++) {
    const bytes = createHmac('sha256', key).update(`${numero}:${block}`).digest();
    for (const b of bytes) {
      if (b >= 250) continue;
      out += String(b % 10);
      if (out.length === count) break;
    }
  }
  return out;
}

/** The result of a draw in its game's format, derived from the seed by the published rule. */
export function deriveResult(seedHex: string, numero: string, format: LotteryFormatId): string[] {
  const slots = prizeSlots(format);
  const digits = digitStream(
    seedHex,
    numero,
    slots.reduce((n, s) => n + s.digits, 0),
  );
  let at = 0;
  return slots.map((s) => {
    const n = digits.slice(at, at + s.digits);
    at += s.digits;
    return n;
  });
}
