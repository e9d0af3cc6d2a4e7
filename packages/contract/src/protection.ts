import { z } from 'zod';
import { epochMs, noValue } from './fields';
import { amountValue, moneyAmount } from './money-fields';
import { defineOperation } from './operation';

const tags = ['protection'];

/** Issue 34: what a member limits, and over which rolling window (24 h, 7 days, 30 days). */
export const protectionLimitKinds = ['deposit', 'loss', 'wager'] as const;
export const protectionPeriods = ['day', 'week', 'month'] as const;
export const protectionLimitKind = z.enum(protectionLimitKinds);
export const protectionPeriod = z.enum(protectionPeriods);
export type ProtectionLimitKindValue = z.infer<typeof protectionLimitKind>;
export type ProtectionPeriodValue = z.infer<typeof protectionPeriod>;

/** Issue 34 (MGA Directive 2 of 2018): a raise or removal waits this long, then a confirmation. */
export const PROTECTION_RAISE_WAIT_MS = 24 * 60 * 60 * 1000;

/** Time-out and self-exclusion choices (issue 34). */
export const timeoutDurations = ['24h', '7d', '30d'] as const;
export const selfExclusionDurations = ['6m', '1y', '5y', 'permanent'] as const;

export const protectionLimitItem = z
  .object({
    kind: protectionLimitKind,
    period: protectionPeriod,
    /** The limit in force; null: none. */
    amount: amountValue.nullable(),
    /** What the window has used: requested deposits, stakes, or losses net of wins. */
    used: amountValue,
    /** What is left under this limit; null without one. */
    left: amountValue.nullable(),
    /** A raise or removal waiting: its amount (null: removal) and when it may be confirmed. */
    pending: z.object({ amount: amountValue.nullable(), confirmableAt: epochMs }).nullable(),
  })
  .meta({ id: 'ProtectionLimit' });
export type ProtectionLimitItem = z.infer<typeof protectionLimitItem>;

export const protectionExclusionValue = z
  .object({
    type: z.enum(['timeout', 'self_exclusion']),
    duration: z.string().max(16),
    startedAt: epochMs,
    /** null: permanent. */
    until: epochMs.nullable(),
  })
  .meta({ id: 'ProtectionExclusion' });

/** Who made a protection change (issue 34): the member, an operator of the console, the platform. */
export const protectionChangeActors = ['member', 'operator', 'system'] as const;
export type ProtectionChangeActor = (typeof protectionChangeActors)[number];

export const protectionChangeItem = z
  .object({
    at: epochMs,
    action: z.string().max(64),
    by: z.enum(protectionChangeActors),
    before: z.string().max(200).nullable(),
    after: z.string().max(200).nullable(),
  })
  .meta({ id: 'ProtectionChange' });

/** Issue 34: a daily session-time limit of 15 minutes to 24 hours, per merchant day. */
export const SESSION_TIME_MIN_MINUTES = 15;
export const SESSION_TIME_MAX_MINUTES = 24 * 60;
/** The choices the member's page offers (any whole minute in the range is accepted). */
export const SESSION_TIME_CHOICES = [30, 60, 120, 180, 240, 360, 480] as const;

const sessionMinutes = z
  .number({ error: 'minutes must be a whole number' })
  .int('minutes must be a whole number')
  .min(SESSION_TIME_MIN_MINUTES, `minutes must be at least ${SESSION_TIME_MIN_MINUTES}`)
  .max(SESSION_TIME_MAX_MINUTES, `minutes must be at most ${SESSION_TIME_MAX_MINUTES}`);

/**
 * The member's time logged in today (the merchant's day), counted on the server from the
 * sessions, and the daily limit on it.
 */
export const sessionTimeValue = z
  .object({
    /** The limit in force, in minutes; null: none. */
    limitMinutes: z.number().int().nullable(),
    /** Whole minutes logged in since the merchant day began. */
    usedMinutes: z.number().int().nonnegative(),
    /** Minutes left today under the limit; null without one. */
    leftMinutes: z.number().int().nonnegative().nullable(),
    /** A raise or removal waiting: its minutes (null: removal) and when it may be confirmed. */
    pending: z.object({ minutes: z.number().int().nullable(), confirmableAt: epochMs }).nullable(),
    /** When the next merchant day begins (login opens again when the limit was reached). */
    nextDayAt: epochMs,
  })
  .meta({ id: 'ProtectionSessionTime' });
export type SessionTimeValue = z.infer<typeof sessionTimeValue>;

/** Issue 34: the review prompt comes back this many months after the last review (or joining). */
export const PROTECTION_REVIEW_MONTHS = 6;
export const protectionPrompts = ['deposit_limit', 'review'] as const;

/** The prompts the server decides the member should see now. */
export const protectionPromptsValue = z
  .object({
    /** Before the first deposit, without a deposit limit, until the member closes it. */
    depositLimit: z.boolean(),
    /** Six months after the last review (or joining), until the member closes it. */
    review: z.boolean(),
  })
  .meta({ id: 'ProtectionPrompts' });

export const protectionStateValue = z
  .object({
    prompts: protectionPromptsValue,
    /** Help organisations the merchant names, in the player's language (issue 34). */
    helpOrganisations: z.array(z.object({ name: z.string(), url: z.string() })).max(8),
    currency: z.string().max(8),
    limits: z.array(protectionLimitItem).max(9),
    sessionTime: sessionTimeValue,
    exclusion: protectionExclusionValue.nullable(),
    changes: z.array(protectionChangeItem).max(50),
  })
  .meta({ id: 'ProtectionState' });
export type ProtectionStateValue = z.infer<typeof protectionStateValue>;

export const protectionState = defineOperation({
  operationId: 'protectionState',
  method: 'GET',
  path: '/wps/member/protection',
  summary:
    "The member's limits with what is left, waiting raises, time-out or self-exclusion and their changes (issue 34; a §7 call, method and path chosen)",
  tags,
  auth: 'member',
  response: protectionStateValue,
});

export const setProtectionLimitBody = z
  .object({
    kind: protectionLimitKind,
    period: protectionPeriod,
    /** null removes the limit (after 24 hours and a confirmation). */
    amount: moneyAmount('amount').nullable(),
  })
  .meta({ id: 'SetProtectionLimitBody' });
export type SetProtectionLimitInput = z.input<typeof setProtectionLimitBody>;

export const setProtectionLimit = defineOperation({
  operationId: 'setProtectionLimit',
  method: 'POST',
  path: '/wps/member/protection/limit',
  summary:
    'Set, raise or remove a limit: a decrease at once, a raise or removal after 24 hours and a confirmation (issue 34; a §7 call, method and path chosen)',
  tags,
  auth: 'member',
  body: setProtectionLimitBody,
  response: protectionStateValue,
});

/** A waiting change of a money limit, or of the session-time limit ('session', 'day'). */
export const confirmProtectionLimitBody = z
  .object({ kind: z.enum([...protectionLimitKinds, 'session']), period: protectionPeriod })
  .meta({ id: 'ConfirmProtectionLimitBody' });

export const confirmProtectionLimit = defineOperation({
  operationId: 'confirmProtectionLimit',
  method: 'POST',
  path: '/wps/member/protection/limit/confirm',
  summary:
    'Confirm a raise or removal once its 24 hours have passed (issue 34; a §7 call, method and path chosen)',
  tags,
  auth: 'member',
  body: confirmProtectionLimitBody,
  response: protectionStateValue,
});

export const cancelProtectionLimit = defineOperation({
  operationId: 'cancelProtectionLimit',
  method: 'POST',
  path: '/wps/member/protection/limit/cancel',
  summary:
    'Drop a waiting raise or removal; the limit in force stays (issue 34; a §7 call, method and path chosen)',
  tags,
  auth: 'member',
  body: confirmProtectionLimitBody,
  response: protectionStateValue,
});

export const setSessionTimeLimitBody = z
  .object({
    /** null removes the limit (after 24 hours and a confirmation). */
    minutes: sessionMinutes.nullable(),
  })
  .meta({ id: 'SetSessionTimeLimitBody' });
export type SetSessionTimeLimitInput = z.input<typeof setSessionTimeLimitBody>;

export const setSessionTimeLimit = defineOperation({
  operationId: 'setSessionTimeLimit',
  method: 'POST',
  path: '/wps/member/protection/sessionTime',
  summary:
    'Set, raise or remove the daily session-time limit: a decrease at once, a raise or removal after 24 hours and a confirmation (kind session); at the limit every session ends and login waits for the next merchant day (issue 34; a §7 call, method and path chosen)',
  tags,
  auth: 'member',
  body: setSessionTimeLimitBody,
  response: protectionStateValue,
});

export const dismissProtectionPromptBody = z
  .object({
    prompt: z.enum(protectionPrompts, { error: 'prompt must be deposit_limit or review' }),
  })
  .meta({ id: 'DismissProtectionPromptBody' });

export const dismissProtectionPrompt = defineOperation({
  operationId: 'dismissProtectionPrompt',
  method: 'POST',
  path: '/wps/member/protection/prompt/dismiss',
  summary:
    'Close the prompt to set a deposit limit, or mark the 6-monthly review done; the server stores it (issue 34; a §7 call, method and path chosen)',
  tags,
  auth: 'member',
  body: dismissProtectionPromptBody,
  response: protectionStateValue,
});

export const startExclusionBody = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('timeout'), duration: z.enum(timeoutDurations) }),
    z.object({ type: z.literal('self_exclusion'), duration: z.enum(selfExclusionDurations) }),
  ])
  .meta({ id: 'StartExclusionBody' });
export type StartExclusionInput = z.input<typeof startExclusionBody>;

export const startExclusion = defineOperation({
  operationId: 'startExclusion',
  method: 'POST',
  path: '/wps/member/protection/exclusion',
  summary:
    'Start a time-out or self-exclusion: at once, every session ends, no spending until it ends; it cannot be undone early (issue 34; a §7 call, method and path chosen)',
  tags,
  auth: 'member',
  body: startExclusionBody,
  response: noValue,
});
