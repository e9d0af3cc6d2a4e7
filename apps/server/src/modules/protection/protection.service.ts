import { createHash } from 'node:crypto';
import {
  ErrorCode,
  PROTECTION_RAISE_WAIT_MS,
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
  insertBlockedIdentities,
  insertChange,
  insertExclusion,
  limitOf,
  limitsOf,
  lockProtection,
  memberIdentity,
  saveLimit,
} from './protection.repository';
import { exclusionEnd } from './protection-windows';

/** The member making a change, and where from (the audit log names them). */
export interface ProtectionActor {
  memberId: number;
  merchantCode: string;
  username: string;
  ip: string;
}

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

/** What the accounts module does for protection, handed in by the app (no import circle). */
export interface ProtectionHooks {
  /** Ends every session of the member, in the caller's transaction. */
  endSessions(tx: Db, merchantCode: string, username: string): Promise<unknown>;
}

export function createProtectionService(db: Db, clock: Clock, hooks: ProtectionHooks) {
  const audit = (tx: Db, actor: ProtectionActor, action: string, before: unknown, after: unknown) =>
    Promise.all([
      recordAudit(
        tx,
        {
          merchantCode: actor.merchantCode,
          operatorId: null,
          username: `member:${actor.username}`,
          ip: actor.ip,
        },
        { action, targetType: 'member', targetId: actor.memberId, before, after },
      ),
      insertChange(tx, {
        memberId: actor.memberId,
        at: clock(),
        action,
        before: before === null ? null : JSON.stringify(before).slice(0, 200),
        after: after === null ? null : JSON.stringify(after).slice(0, 200),
      }),
    ]);

  async function state(memberId: number, currency: string): Promise<ProtectionStateValue> {
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
    return {
      currency,
      limits,
      exclusion: exclusion && {
        type: exclusion.type,
        duration: exclusion.duration,
        startedAt: exclusion.startedAt.getTime(),
        until: exclusion.until?.getTime() ?? null,
      },
      changes: changes.map((c) => ({
        at: c.at.getTime(),
        action: c.action,
        before: c.before,
        after: c.after,
      })),
    };
  }

  return {
    state,

    /**
     * Issue 34: a new limit or a decrease holds at once (a waiting raise is dropped); a raise or
     * removal waits 24 hours and a confirmation.
     */
    async setLimit(
      actor: ProtectionActor,
      kind: ProtectionLimitKind,
      period: ProtectionPeriod,
      amountText_: string | null,
    ) {
      const wanted = amountText_ === null ? null : toUnits(amountText_);
      await db.transaction(async (tx) => {
        await lockProtection(tx, actor.memberId);
        const now = clock();
        const row = await limitOf(tx, actor.memberId, kind, period);
        const current = row?.amount ?? null;
        const before = { kind, period, amount: amountText(current) };
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
          await audit(tx, actor, 'protection.limit_set', before, {
            kind,
            period,
            amount: amountText(wanted),
          });
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
        await audit(tx, actor, 'protection.limit_raise_requested', before, {
          kind,
          period,
          amount: amountText(wanted),
        });
      });
    },

    /** Applies a waiting raise or removal once its 24 hours have passed. */
    async confirmLimit(
      actor: ProtectionActor,
      kind: ProtectionLimitKind,
      period: ProtectionPeriod,
    ) {
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
          { kind, period, amount: amountText(row.amount) },
          { kind, period, amount: amountText(row.pendingAmount) },
        );
      });
    },

    async cancelPending(
      actor: ProtectionActor,
      kind: ProtectionLimitKind,
      period: ProtectionPeriod,
    ) {
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
          { kind, period, pending: amountText(row.pendingAmount) },
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
