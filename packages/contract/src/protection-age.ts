import { z } from 'zod';
import { SLIP_MAX_BYTES } from './constants';
import { epochMs, recordId } from './fields';
import { text } from './input-bounds';
import { SLIP_DATA_URL } from './money-deposit';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';

const tags = ['protection'];

/**
 * Issue 34 (§5 age: 18, 21 or the merchant's N): the youngest age money may move at, whatever
 * the merchant's register.minimumAge says (0 there asks no age at registration, not none here).
 */
export const AGE_VERIFICATION_MIN_AGE = 18;
/** An ID document image: the size of a slip (a phone photo re-encoded stays well under it). */
export const AGE_DOCUMENT_MAX_BYTES = SLIP_MAX_BYTES;
/** Documents a member may send in a merchant day: a retake or two after a blurred photo. */
export const AGE_DOCUMENTS_PER_DAY_MAX = 3;

const AGE_DOCUMENT_DATA_URL_MAX =
  'data:image/jpeg;base64,'.length + Math.ceil(AGE_DOCUMENT_MAX_BYTES / 3) * 4;

export const ageVerificationStates = ['none', 'pending', 'verified', 'rejected'] as const;
export type AgeVerificationState = (typeof ageVerificationStates)[number];

export const ageVerificationValue = z
  .object({
    /** The merchant asks a verified age before deposits, withdrawals and real-money play. */
    required: z.boolean(),
    minimumAge: z.number().int().min(AGE_VERIFICATION_MIN_AGE).max(99),
    state: z.enum(ageVerificationStates),
    /** The date of birth of the latest document sent, YYYY-MM-DD. */
    dateOfBirth: z.string().max(10).nullable(),
    submittedAt: epochMs.nullable(),
    decidedAt: epochMs.nullable(),
    /** The operator's reason for a rejection. */
    reason: z.string().max(200).nullable(),
  })
  .meta({ id: 'AgeVerification' });
export type AgeVerificationValue = z.infer<typeof ageVerificationValue>;

export const ageVerification = defineOperation({
  operationId: 'ageVerification',
  method: 'GET',
  path: '/wps/member/protection/age',
  summary:
    "The member's age verification: none, pending, verified or rejected with the reason, and whether the merchant requires it (issue 34; a §7 call, method and path chosen)",
  tags,
  auth: 'member',
  response: ageVerificationValue,
});

export const submitAgeDocumentBody = z
  .object({
    dateOfBirth: z.iso.date({ error: 'dateOfBirth must be a date like 2000-01-31' }),
    /** The ID document as a data URL (what a browser's FileReader gives): png or jpg, under 5 MB. */
    data: z
      .string({ error: 'data is required' })
      .max(AGE_DOCUMENT_DATA_URL_MAX, 'data must be under 5 MB')
      .regex(SLIP_DATA_URL, 'data must be a png or jpg image'),
  })
  .meta({ id: 'SubmitAgeDocumentBody' });
export type SubmitAgeDocumentInput = z.input<typeof submitAgeDocumentBody>;

export const submitAgeDocument = defineOperation({
  operationId: 'submitAgeDocument',
  method: 'POST',
  path: '/wps/member/protection/age',
  summary:
    'Send an ID document image and the date of birth on it for support to check (issue 34; a §7 call, method and path chosen)',
  tags,
  auth: 'member',
  body: submitAgeDocumentBody,
  response: ageVerificationValue,
});

/** Support checks ID documents; read-only staff never see them. */
export const AGE_REVIEWERS = ['owner', 'support'] as const;

export const opsAgeVerificationItem = z
  .object({
    id: recordId,
    memberId: z.number().int(),
    username: z.string().max(64),
    state: z.enum(ageVerificationStates),
    dateOfBirth: z.string().max(10),
    /** The birth date given at registration, if any, to compare with the document. */
    registeredBirthDate: z.string().max(10).nullable(),
    submittedAt: epochMs,
    decidedAt: epochMs.nullable(),
    reason: z.string().max(200).nullable(),
  })
  .meta({ id: 'OpsAgeVerification' });
export type OpsAgeVerificationItem = z.infer<typeof opsAgeVerificationItem>;

export const OPS_AGE_QUEUE_MAX = 200;

export const opsAgeVerifications = defineOperation({
  operationId: 'opsAgeVerifications',
  method: 'GET',
  path: '/ops/protection/ageVerifications',
  summary: 'ID documents waiting for a check, the oldest first (issue 34)',
  tags: ['ops'],
  auth: 'operator',
  roles: AGE_REVIEWERS,
  response: z.array(opsAgeVerificationItem).max(OPS_AGE_QUEUE_MAX),
});

const idQuery = closedObject({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive().max(2_147_483_647),
});

export const opsAgeDocument = defineOperation({
  operationId: 'opsAgeDocument',
  method: 'GET',
  path: '/ops/protection/ageVerifications/document',
  summary: "A verification's ID document as a data URL, for support to look at (issue 34)",
  tags: ['ops'],
  auth: 'operator',
  roles: AGE_REVIEWERS,
  query: idQuery,
  response: z.object({ contentType: z.string(), dataUrl: z.string() }),
});

export const opsAgeDecideBody = closedObject({
  id: recordId,
  action: z.enum(['approve', 'reject'], { error: 'action must be approve or reject' }),
  /**
   * Required to approve: the date of birth the operator reads on the document. It must be the
   * one given at registration (DOB_MISMATCH) and of the minimum age; a member who gave none at
   * registration has this one recorded.
   */
  documentDateOfBirth: z.iso
    .date({ error: 'documentDateOfBirth must be a date like 2000-01-31' })
    .optional(),
  /** Required to reject: the member reads it. */
  reason: text('reason').max(200, 'reason must be at most 200 characters').optional(),
});
export type OpsAgeDecideInput = z.infer<typeof opsAgeDecideBody>;

export const opsAgeDecide = defineOperation({
  operationId: 'opsAgeDecide',
  method: 'POST',
  path: '/ops/protection/ageVerifications/decide',
  summary:
    'Approve an ID document with the date of birth read on it (refused when it differs from the registered one, or is under the minimum age), or reject it with a reason the member reads; audited, the member is told (issue 34)',
  tags: ['ops'],
  auth: 'operator',
  roles: AGE_REVIEWERS,
  body: opsAgeDecideBody,
  response: opsAgeVerificationItem,
});
