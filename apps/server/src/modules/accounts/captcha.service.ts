import svgCaptcha from 'svg-captcha';
import { CAPTCHA_TTL_MS, ErrorCode } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/http-error';
import { randomToken, sha256Hex } from '../../lib/secrets';
import {
  deleteCaptchasExpiredBefore,
  insertCaptcha,
  spendExpiredCaptcha,
  spendLiveCaptcha,
} from './captchas.repository';

// A captcha lives CAPTCHA_TTL_MS (the contract's, which the app refreshes by); the answer never
// leaves the server.
/**
 * An expired captcha is kept this long after, so that it is answered as
 * expired (CAPTCHA_EXPIRED) rather than wrong, to a player who waited for an SMS.
 */
export const CAPTCHA_EXPIRED_KEPT_MS = 15 * 60_000;

const normalise = (answer: string) => answer.trim().toLowerCase();

/**
 * `revealAnswers` keeps recent answers in memory for the development-only /dev/captcha route, so
 * that end-to-end tests can answer; it is never on in production.
 */
export function createCaptcha(db: Db, clock: Clock, revealAnswers = false) {
  const recent = new Map<string, string>();
  return {
    answerFor: (captchaId: string): string | null =>
      revealAnswers ? (recent.get(captchaId) ?? null) : null,

    async issue(): Promise<{ captchaId: string; image: string }> {
      const { data, text } = svgCaptcha.create({
        size: 4,
        noise: 2,
        color: true,
        background: '#f4f1e8',
        ignoreChars: '0o1ilI',
        width: 120,
        height: 44,
      });
      const captchaId = randomToken(18);
      if (revealAnswers) {
        recent.set(captchaId, text);
        if (recent.size > 200) recent.delete(recent.keys().next().value!);
      }
      await insertCaptcha(db, {
        id: captchaId,
        answerHash: sha256Hex(normalise(text)),
        expiresAt: new Date(clock().getTime() + CAPTCHA_TTL_MS),
      });
      return {
        captchaId,
        image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
      };
    },

    /** Consumes the captcha whatever the answer: a wrong guess needs a new image (§4). */
    async check(captchaId: string | undefined, answer: string | undefined): Promise<void> {
      if (!captchaId || !answer)
        throw fieldError('captcha', 'captcha is required', ErrorCode.CAPTCHA_REQUIRED);
      const now = clock();
      const answerHash = await spendLiveCaptcha(db, captchaId, now);
      // Expired and never used: told apart from a wrong answer, and now spent.
      if (answerHash === null && (await spendExpiredCaptcha(db, captchaId, now)))
        throw fieldError('captcha', 'the captcha has expired', ErrorCode.CAPTCHA_EXPIRED);
      if (answerHash === null || answerHash !== sha256Hex(normalise(answer))) {
        throw fieldError('captcha', 'the captcha is wrong', ErrorCode.CAPTCHA_WRONG);
      }
    },

    prune: () =>
      deleteCaptchasExpiredBefore(db, new Date(clock().getTime() - CAPTCHA_EXPIRED_KEPT_MS)),
  };
}
