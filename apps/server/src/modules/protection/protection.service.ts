import { createHash } from 'node:crypto';
import {
  ErrorCode,
  PROTECTION_RAISE_WAIT_MS,
  PROTECTION_REVIEW_MONTHS,
  type ProtectionLimitItem,
  type ProtectionStateValue,
  type StartExclusionInput,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import {
  PROTECTION_LIMIT_KINDS,
  PROTECTION_PERIODS,
  type ProtectionLimitKind,
  type ProtectionPeriod,
  type StoredLimitKind,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { fromUnits, toUnits } from '../../lib/money';
import { recordAudit } from '../audit/audit.service';
import { excludedError, usedUnder } from './protection-guard';
import {
  anyBlocked,
  changesOf,
  exclusionAt,
  excludedMembers,
  insertBlockedIdentities,
  insertChange,
  insertExclusion,
  limitOf,
  limitsOf,
  lockProtection,
  memberIdentity,
  promptFacts,
  saveLimit,
  savePromptClosed,
} from './protection.repository';
import { exclusionEnd, monthsAfter } from './protection-windows';
import type { SessionTimeService } from './session-time.service';

/**
 * Who makes a change of the member's protection, and where from (the audit log and the member's
 * list of changes name them): the member, an operator of the console, or the platform.
 */
export interface ProtectionActor {
  memberId: number;
  merchantCode: string;
  username: string;
  ip: string;
  /** Default: the member. */
  by?: 'member' | 'operator' | 'system';
  /** The operator, when `by` is 'operator'. */
  operatorId?: number | null;
}

/** The audit log's actor for a protection change. */
export const auditActorOf = (actor: ProtectionActor) => ({
  merchantCode: actor.merchantCode,
  operatorId: actor.by === 'operator' ? (actor.operatorId ?? null) : null,
  username:
    actor.by === 'operator'
      ? `operator:${actor.operatorId ?? '?'}`
      : actor.by === 'system'
        ? 'system'
        : `member:${actor.username}`,
  ip: actor.ip,
});

/** The list of changes' actor columns. */
export const changeActorOf = (actor: ProtectionActor) => ({
  by: actor.by ?? 'member',
  operatorId: actor.by === 'operator' ? (actor.operatorId ?? null) : null,
});

/** How many changes the member's page lists. */
const CHANGES_LISTED = 50;

/**
 * A mobile number's last nine digits: the same for a local number as typed and its
 * international form (0812345678 and +66812345678).
 */
const MOBILE_DIGITS_KEPT = 9;

const normalised = (kind: string, value: string) =>
  kind === 'mobile'
    ? value.replace(/\D/g, '').slice(-MOBILE_DIGITS_KEPT)
    : value.trim().toLowerCase().replace(/\s+/g, '');

/** One identity's hash: the merchant, what it is and the value normalised. */
export const identityHash = (merchantCode: string, kind: string, value: string) =>
  createHash('sha256')
    .update(`${merchantCode}\u0000${kind}\u0000${normalised(kind, value)}`)
    .digest('hex');

const amountText = (units: bigint | null) => (units === null ? 'none' : fromUnits(units));
/** A limit's amount as the audit and the list of changes show it (minutes for session time). */
const shown = (kind: StoredLimitKind, value: bigint | null) =>
  kind === 'session' ? (value === null ? 'none' : `${value} min`) : amountText(value);

/** What the accounts module does for protection, handed in by the app (no import circle). */
export interface ProtectionHooks {
  /** Ends every session of the member, in the caller's transaction. */
  endSessions(tx: Db, merchantCode: string, username: string): Promise<unknown>;
}

export function createProtectionService(
  db: Db,
  clock: Clock,
  hooks: ProtectionHooks,
  sessionTime: Pick<SessionTimeService, 'usage'>,
) {
  const audit = (tx: Db, actor: ProtectionActor, action: string, before: unknown, after: unknown) =>
    Promise.all([
      recordAudit(tx, auditActorOf(actor), {
        action,
        targetType: 'member',
        targetId: actor.memberId,
        before,
        after,
      }),
      insertChange(tx, {
        memberId: actor.memberId,
        at: clock(),
        action,
        ...changeActorOf(actor),
        before: before === null ? null : JSON.stringify(before).slice(0, 200),
        after: after === null ? null : JSON.stringify(after).slice(0, 200),
      }),
    ]);

  async function state(
    memberId: number,
    currency: string,
    timeZone: string,
  ): Promise<Omit<ProtectionStateValue, 'helpOrganisations'>> {
    const now = clock();
    const rows = await limitsOf(db, memberId);
    const limits: ProtectionLimitItem[] = [];
    for (const kind of PROTECTION_LIMIT_KINDS)
      for (const period of PROTECTION_PERIODS) {
        const row = rows.find((r) => r.kind === kind && r.period === period);
        const used = await usedUnder(db, memberId, kind, period, now);
        const amount = row?.amount ?? null;
        limits.push({
          kind,
          period,
          amount: amount === null ? null : fromUnits(amount),
          used: fromUnits(used > 0n ? used : 0n),
          left: amount === null ? null : fromUnits(amount > used ? amount - used : 0n),
          pending: row?.pendingSince
            ? {
                amount: row.pendingAmount === null ? null : fromUnits(row.pendingAmount),
                confirmableAt: row.pendingSince.getTime() + PROTECTION_RAISE_WAIT_MS,
              }
            : null,
        });
      }
    const exclusion = await exclusionAt(db, memberId, now);
    const changes = await changesOf(db, memberId, CHANGES_LISTED);
    const facts = await promptFacts(db, memberId);
    const hasDepositLimit = rows.some(
      (r) => r.kind === 'deposit' && (r.amount !== null || r.pendingSince !== null),
    );
    return {
      prompts: {
        depositLimit:
          !!facts && !facts.deposited && !facts.depositPromptDismissedAt && !hasDepositLimit,
        review:
          !!facts &&
          now >= monthsAfter(facts.reviewedAt ?? facts.joinedAt, PROTECTION_REVIEW_MONTHS),
      },
      currency,
      limits,
      sessionTime: await sessionTime.usage(memberId, timeZone),
      exclusion: exclusion && {
        type: exclusion.type,
        duration: exclusion.duration,
        startedAt: exclusion.startedAt.getTime(),
        until: exclusion.until?.getTime() ?? null,
      },
      changes: changes.map((c) => ({
        at: c.at.getTime(),
        action: c.action,
        by: c.by,
        before: c.before,
        after: c.after,
      })),
    };
  }

  async function changeLimit(
    actor: ProtectionActor,
    kind: StoredLimitKind,
    period: ProtectionPeriod,
    wanted: bigint | null,
  ) {
    await db.transaction(async (tx) => {
      await lockProtection(tx, actor.memberId);
      const now = clock();
      const row = await limitOf(tx, actor.memberId, kind, period);
      const current = row?.amount ?? null;
      const before = { kind, period, amount: shown(kind, current) };
      const after = { kind, period, amount: shown(kind, wanted) };
      const tighter = wanted !== null && (current === null || wanted <= current);
      if (tighter) {
        await saveLimit(tx, {
          memberId: actor.memberId,
          kind,
          period,
          amount: wanted,
          pendingAmount: null,
          pendingSince: null,
          updatedAt: now,
        });
        await audit(tx, actor, 'protection.limit_set', before, after);
        return;
      }
      if (current === null) return; // removing a limit that is not there
      await saveLimit(tx, {
        memberId: actor.memberId,
        kind,
        period,
        amount: current,
        pendingAmount: wanted,
        pendingSince: now,
        updatedAt: now,
      });
      await audit(tx, actor, 'protection.limit_raise_requested', before, after);
    });
  }

  return {
    state,

    /** The member closes a prompt; the review prompt comes back 6 months on (issue 34). */
    async dismissPrompt(memberId: number, prompt: 'deposit_limit' | 'review') {
      await savePromptClosed(db, memberId, prompt, clock());
    },

    /**
     * Issue 34: a new limit or a decrease holds at once (a waiting raise is dropped); a raise or
     * removal waits 24 hours and a confirmation.
     */
    setLimit: (
      actor: ProtectionActor,
      kind: ProtectionLimitKind,
      period: ProtectionPeriod,
      amount: string | null,
    ) => changeLimit(actor, kind, period, amount === null ? null : toUnits(amount)),

    /** The daily session-time limit, in minutes: the same rule as the money limits. */
    setSessionTimeLimit: (actor: ProtectionActor, minutes: number | null) =>
      changeLimit(actor, 'session', 'day', minutes === null ? null : BigInt(minutes)),

    /** Applies a waiting raise or removal once its 24 hours have passed. */
    async confirmLimit(actor: ProtectionActor, kind: StoredLimitKind, period: ProtectionPeriod) {
      await db.transaction(async (tx) => {
        await lockProtection(tx, actor.memberId);
        const now = clock();
        const row = await limitOf(tx, actor.memberId, kind, period);
        if (!row?.pendingSince) throw new HttpError(ErrorCode.NOT_FOUND, 'No change is waiting');
        if (now.getTime() < row.pendingSince.getTime() + PROTECTION_RAISE_WAIT_MS)
          throw new HttpError(ErrorCode.PROTECTION_NOT_YET);
        await saveLimit(tx, {
          ...row,
          amount: row.pendingAmount,
          pendingAmount: null,
          pendingSince: null,
          updatedAt: now,
        });
        await audit(
          tx,
          actor,
          'protection.limit_raise_confirmed',
          { kind, period, amount: shown(kind, row.amount) },
          { kind, period, amount: shown(kind, row.pendingAmount) },
        );
      });
    },

    async cancelPending(actor: ProtectionActor, kind: StoredLimitKind, period: ProtectionPeriod) {
      await db.transaction(async (tx) => {
        await lockProtection(tx, actor.memberId);
        const row = await limitOf(tx, actor.memberId, kind, period);
        if (!row?.pendingSince) return;
        await saveLimit(tx, {
          ...row,
          pendingAmount: null,
          pendingSince: null,
          updatedAt: clock(),
        });
        await audit(
          tx,
          actor,
          'protection.limit_raise_cancelled',
          { kind, period, pending: shown(kind, row.pendingAmount) },
          null,
        );
      });
    },

    /**
     * Issue 34: a time-out or self-exclusion starts at once and ends every session of the member;
     * a self-exclusion also blocks registering again with the same mobile, e-mail, payee name or
     * bank account (kept as hashes) until it ends. A longer one may follow; none ends early.
     */
    async startExclusion(actor: ProtectionActor, input: StartExclusionInput) {
      await db.transaction(async (tx) => {
        await lockProtection(tx, actor.memberId);
        const now = clock();
        const until = exclusionEnd(input.duration, now);
        const current = await exclusionAt(tx, actor.memberId, now);
        // One in force is never shortened: only a longer one may be added.
        if (current && (current.until === null || (until !== null && until <= current.until)))
          throw excludedError(current);
        const exclusion = await insertExclusion(tx, {
          memberId: actor.memberId,
          merchantCode: actor.merchantCode,
          type: input.type,
          duration: input.duration,
          startedAt: now,
          until,
        });
        if (input.type === 'self_exclusion') {
          const who = await memberIdentity(tx, actor.memberId);
          if (who) {
            const values: [string, string | null][] = [
              ['mobile', who.mobileE164],
              ['mobile', who.mobileNum],
              ['email', who.email],
              ['payee', who.payeeName],
              ...who.cards.map((c): [string, string] => [
                'bank',
                `${c.bankCode}:${c.accountNumber}`,
              ]),
            ];
            await insertBlockedIdentities(
              tx,
              values
                .filter((v): v is [string, string] => !!v[1])
                .map(([kind, value]) => ({
                  merchantCode: actor.merchantCode,
                  hash: identityHash(actor.merchantCode, kind, value),
                  exclusionId: exclusion.id,
                  until,
                })),
            );
          }
        }
        await audit(tx, actor, `protection.${input.type}`, null, {
          duration: input.duration,
          until: until?.toISOString() ?? 'permanent',
        });
        await hooks.endSessions(tx, actor.merchantCode, actor.username);
      });
    },

    /**
     * Issue 34: marketing stops during a time-out or self-exclusion. The members (of `memberIds`,
     * or of the whole merchant) no promotion may reach now; asked in the caller's transaction.
     */
    marketingStopped: (tx: Db, merchantCode: string, memberIds?: number[]) =>
      excludedMembers(tx, merchantCode, clock(), memberIds),

    /** Whether a registration with these details is blocked by a self-exclusion in force. */
    async registrationBlocked(
      merchantCode: string,
      details: { mobile?: string | null; email?: string | null; payeeName?: string | null },
    ) {
      const hashes = [
        details.mobile ? identityHash(merchantCode, 'mobile', details.mobile) : null,
        details.email ? identityHash(merchantCode, 'email', details.email) : null,
        details.payeeName ? identityHash(merchantCode, 'payee', details.payeeName) : null,
      ].filter((h): h is string => h !== null);
      return anyBlocked(db, merchantCode, hashes, clock());
    },
  };
}
export type ProtectionService = ReturnType<typeof createProtectionService>;
