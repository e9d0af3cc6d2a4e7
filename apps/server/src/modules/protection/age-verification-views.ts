import {
  AGE_VERIFICATION_MIN_AGE,
  type AgeVerificationValue,
  type MerchantConfig,
  type OpsAgeVerificationItem,
} from '@lotto/contract';
import type { AgeVerificationRow } from './age-verification.repository';

/** The age the merchant's members must have proved before money moves (§5: 18, 21 or N). */
export const verifiedAgeMinimum = (merchant: MerchantConfig) =>
  Math.max(AGE_VERIFICATION_MIN_AGE, merchant.register.minimumAge);

/** The member's age verification as the member reads it. */
export const stateOf = (
  merchant: MerchantConfig,
  row: AgeVerificationRow | null,
): AgeVerificationValue => ({
  required: merchant.ageVerification.required,
  minimumAge: verifiedAgeMinimum(merchant),
  state: row?.state ?? 'none',
  dateOfBirth: row?.dateOfBirth ?? null,
  submittedAt: row?.submittedAt.getTime() ?? null,
  decidedAt: row?.decidedAt?.getTime() ?? null,
  reason: row?.reason ?? null,
});

/** A document as the console's queue lists it. */
export const itemOf = (found: {
  row: AgeVerificationRow;
  username: string;
  registeredBirthDate: string | null;
}): OpsAgeVerificationItem => ({
  id: found.row.id,
  memberId: found.row.memberId,
  username: found.username,
  state: found.row.state,
  dateOfBirth: found.row.dateOfBirth,
  registeredBirthDate: found.registeredBirthDate,
  submittedAt: found.row.submittedAt.getTime(),
  decidedAt: found.row.decidedAt?.getTime() ?? null,
  reason: found.row.reason,
});
