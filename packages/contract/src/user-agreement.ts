import { z } from 'zod';
import { languages, type Language } from './enums';
import { epochMs } from './fields';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';

/** §2.1 /m/useragreement: the merchant's agreement, per language, written in the console. */
export const USER_AGREEMENT_HTML_MAX = 50_000;
/** A save carries every language at once: up to 4 bytes a character, plus the JSON around it. */
export const USER_AGREEMENT_BODY_LIMIT = languages.length * USER_AGREEMENT_HTML_MAX * 4 + 4096;

/** HTML keeps its line breaks, so only NUL and the bidi overrides are refused; the server sanitizes it. */
const agreementHtml = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .max(USER_AGREEMENT_HTML_MAX, `${field} must be at most ${USER_AGREEMENT_HTML_MAX} characters`)
    .regex(
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      /^[^\u0000\u202a-\u202e\u2066-\u2069\ud800-\udfff]*$/u,
      `${field} must not contain control characters`,
    );

export const userAgreementValue = z
  .object({
    /** Sanitized HTML in the asked language (else English, else any); empty when none is written. */
    content: z.string(),
    /** The language the text is written in, or null when there is none. */
    language: z.enum(languages).nullable(),
    updatedAt: epochMs.nullable(),
  })
  .meta({ id: 'UserAgreement' });
export type UserAgreementValue = z.infer<typeof userAgreementValue>;

export const userAgreement = defineOperation({
  operationId: 'userAgreement',
  method: 'GET',
  path: '/wps/system/userAgreement',
  summary:
    "§2.1 the merchant's user agreement in the request's Language (sanitized HTML). Path chosen: GET /wps/system/userAgreement",
  tags: ['system'],
  auth: 'none',
  response: userAgreementValue,
});

const localizedAgreement = z
  .object(
    Object.fromEntries(
      languages.map((l) => [l, agreementHtml(`content.${l}`).optional()]),
    ) as Record<Language, z.ZodOptional<ReturnType<typeof agreementHtml>>>,
  )
  .strict();

export const opsUserAgreementValue = z
  .object({
    content: z.partialRecord(z.enum(languages), z.string()),
    updatedAt: epochMs.nullable(),
    updatedBy: z.string().nullable(),
  })
  .meta({ id: 'OpsUserAgreement' });

export const opsUserAgreement = defineOperation({
  operationId: 'opsUserAgreement',
  method: 'GET',
  path: '/ops/content/user-agreement',
  summary: 'The user agreement per language, as stored (sanitized)',
  tags: ['ops'],
  auth: 'operator',
  roles: ['owner', 'content', 'read_only'],
  response: opsUserAgreementValue,
});

export const saveUserAgreementBody = closedObject({ content: localizedAgreement }).meta({
  id: 'SaveUserAgreementBody',
});
export type SaveUserAgreementInput = z.input<typeof saveUserAgreementBody>;

export const opsSaveUserAgreement = defineOperation({
  operationId: 'opsSaveUserAgreement',
  method: 'PUT',
  path: '/ops/content/user-agreement',
  summary:
    'Replace the user agreement (HTML per language, sanitized before it is stored; an empty text removes that language); audited',
  tags: ['ops'],
  auth: 'operator',
  roles: ['owner', 'content'],
  body: saveUserAgreementBody,
  response: opsUserAgreementValue,
});
