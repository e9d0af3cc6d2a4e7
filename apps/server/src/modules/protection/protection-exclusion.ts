import { createHash } from 'node:crypto';
import type { StartExclusionInput } from '@lotto/contract';
import type { ProtectionActor } from './protection-actor';
import type { ProtectionDeps } from './protection-deps';
import { excludedError } from './protection-guard';
import {
  anyBlocked,
  exclusionAt,
  insertBlockedIdentities,
  insertExclusion,
  lockProtection,
  memberIdentity,
} from './protection.repository';
import { exclusionEnd } from './protection-windows';

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

/**
 * Issue 34: a time-out or self-exclusion starts at once and ends every session of the member;
 * a self-exclusion also blocks registering again with the same mobile, e-mail, payee name or
 * bank account (kept as hashes) until it ends. A longer one may follow; none ends early.
 */
export async function startExclusion(
  { db, clock, hooks, audit }: ProtectionDeps,
  actor: ProtectionActor,
  input: StartExclusionInput,
) {
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
          ...who.cards.map((c): [string, string] => ['bank', `${c.bankCode}:${c.accountNumber}`]),
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
}

/** Whether a registration with these details is blocked by a self-exclusion in force. */
export async function registrationBlocked(
  { db, clock }: ProtectionDeps,
  merchantCode: string,
  details: { mobile?: string | null; email?: string | null; payeeName?: string | null },
) {
  const hashes = [
    details.mobile ? identityHash(merchantCode, 'mobile', details.mobile) : null,
    details.email ? identityHash(merchantCode, 'email', details.email) : null,
    details.payeeName ? identityHash(merchantCode, 'payee', details.payeeName) : null,
  ].filter((h): h is string => h !== null);
  return anyBlocked(db, merchantCode, hashes, clock());
}
