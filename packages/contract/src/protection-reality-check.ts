import { z } from 'zod';
import { epochMs } from './fields';
import { amountValue } from './money-fields';
import { defineOperation } from './operation';

const tags = ['protection'];

/** Issue 34 (UKGC RTS 13): a reality check every 10 minutes to 8 hours, on at 60 by default. */
export const REALITY_CHECK_MIN_MINUTES = 10;
export const REALITY_CHECK_MAX_MINUTES = 8 * 60;
export const REALITY_CHECK_DEFAULT_MINUTES = 60;
/** The intervals the member's page offers (any whole minute in the range is accepted). */
export const REALITY_CHECK_CHOICES = [10, 15, 30, 60, 120, 240, 480] as const;

/** The minutes between two checks; null: checks off. */
const realityCheckInterval = z
  .number()
  .int()
  .min(REALITY_CHECK_MIN_MINUTES)
  .max(REALITY_CHECK_MAX_MINUTES)
  .nullable();

export const realityCheckValue = z
  .object({
    /** null: the member turned the checks off. */
    intervalMinutes: realityCheckInterval,
    /** When this session began (the login), by the server's clock. */
    sessionStartedAt: epochMs,
    /** The server's clock when it answered. */
    now: epochMs,
    /** Time since the login, in milliseconds. */
    playedMs: z.number().int().nonnegative(),
    /** Wins less stakes on real money since the login (negative: a loss), as a decimal string. */
    net: amountValue,
    /** How many checks are due since the login (0 before the first interval has passed). */
    checksDue: z.number().int().nonnegative(),
    /** When the next check falls due; null when checks are off. */
    nextAt: epochMs.nullable(),
    /**
     * Milliseconds left today under the member's session-time limit; null without one. The app
     * asks again when they run out, and the server ends the session then.
     */
    sessionTimeLeftMs: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'RealityCheck' });
export type RealityCheckValue = z.infer<typeof realityCheckValue>;

export const realityCheck = defineOperation({
  operationId: 'realityCheck',
  method: 'GET',
  path: '/wps/member/protection/realityCheck',
  summary:
    "Time played and net result since this session's login, and when the next reality check falls due, counted on the server (issue 34; a §7 call, method and path chosen)",
  tags,
  auth: 'member',
  response: realityCheckValue,
});

/** The interval to check at; null turns the checks off. */
export const setRealityCheckBody = z
  .object({ intervalMinutes: realityCheckInterval })
  .meta({ id: 'SetRealityCheckBody' });
export type SetRealityCheckInput = z.input<typeof setRealityCheckBody>;

export const setRealityCheck = defineOperation({
  operationId: 'setRealityCheck',
  method: 'POST',
  path: '/wps/member/protection/realityCheck',
  summary:
    'Choose the reality-check interval (10 minutes to 8 hours) or turn the checks off (issue 34; a §7 call, method and path chosen)',
  tags,
  auth: 'member',
  body: setRealityCheckBody,
  response: realityCheckValue,
});
