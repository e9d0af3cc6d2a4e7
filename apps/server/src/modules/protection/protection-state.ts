import {
  PROTECTION_RAISE_WAIT_MS,
  PROTECTION_REVIEW_MONTHS,
  type ProtectionLimitItem,
  type ProtectionStateValue,
} from '@lotto/contract';
import { PROTECTION_LIMIT_KINDS, PROTECTION_PERIODS } from '../../db/schema';
import { fromUnits } from '../../lib/money';
import type { ProtectionDeps } from './protection-deps';
import { usedUnder } from './protection-guard';
import { changesOf, exclusionAt, limitsOf, promptFacts } from './protection.repository';
import { monthsAfter } from './protection-windows';

/** How many changes the member's page lists. */
const CHANGES_LISTED = 50;

/**
 * The member's protection page: each limit with what it has used and a raise waiting, the
 * prompts to show, session time, the exclusion in force and the latest changes.
 */
export async function protectionState(
  { db, clock, sessionTime }: ProtectionDeps,
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
        !!facts && now >= monthsAfter(facts.reviewedAt ?? facts.joinedAt, PROTECTION_REVIEW_MONTHS),
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
