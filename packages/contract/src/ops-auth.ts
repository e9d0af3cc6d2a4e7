import { z } from 'zod';
import { epochMs, noValue, password } from './fields';
import { text } from './input-bounds';
import { defineOperation, operatorRoles } from './operation';
import {
  ANY_OPERATOR,
  closedObject,
  linkToken,
  operatorRole,
  operatorUsername,
  recoveryCode,
  totpCode,
} from './ops-fields';

const tags = ['ops'];

/** How many single-use recovery codes an operator gets at enrolment. */
export const RECOVERY_CODE_COUNT = 10;

export const enrolmentStartBody = closedObject({ token: linkToken }).meta({
  id: 'OpsEnrolmentStartBody',
});

export const enrolmentStartValue = z
  .object({
    username: z.string(),
    role: z.enum(operatorRoles),
    /** Base32 secret, for typing into an authenticator by hand. */
    secret: z.string(),
    /** otpauth://totp/… for the authenticator. */
    uri: z.string(),
    /** The URI as a PNG QR code, a data: URL. */
    qrCode: z.string(),
  })
  .meta({ id: 'OpsEnrolmentStart' });

export const opsEnrolmentStart = defineOperation({
  operationId: 'opsEnrolmentStart',
  method: 'POST',
  path: '/ops/enrolment/start',
  summary: 'Open a one-time enrolment link: the TOTP secret, its otpauth URI and QR code',
  tags,
  auth: 'none',
  body: enrolmentStartBody,
  response: enrolmentStartValue,
});

export const enrolmentCompleteBody = closedObject({
  token: linkToken,
  password: password('password'),
  code: totpCode,
}).meta({ id: 'OpsEnrolmentCompleteBody' });

export const enrolmentCompleteValue = z
  .object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) })
  .meta({ id: 'OpsEnrolmentComplete' });

export const opsEnrolmentComplete = defineOperation({
  operationId: 'opsEnrolmentComplete',
  method: 'POST',
  path: '/ops/enrolment/complete',
  summary:
    'Finish enrolment: the password and a first TOTP code; answers the ten recovery codes, once',
  tags,
  auth: 'none',
  body: enrolmentCompleteBody,
  response: enrolmentCompleteValue,
});

export const opsSignInBody = closedObject({
  username: operatorUsername,
  password: text('password', 'password is required')
    .min(1, 'password is required')
    .max(256, 'password must be at most 256 characters'),
  code: totpCode.optional(),
  recoveryCode: recoveryCode.optional(),
})
  .refine((b) => (b.code === undefined) !== (b.recoveryCode === undefined), {
    message: 'code: give a TOTP code or a recovery code',
    path: ['code'],
  })
  .meta({ id: 'OpsSignInBody' });
export type OpsSignInInput = z.input<typeof opsSignInBody>;

export const operatorSelf = z
  .object({
    id: z.number().int(),
    username: z.string(),
    role: operatorRole,
    merchant: z.string(),
  })
  .meta({ id: 'Operator' });
export type OperatorSelf = z.infer<typeof operatorSelf>;

export const opsSignInValue = z
  .object({
    token: z.string(),
    operator: operatorSelf,
    expiresAt: epochMs,
    /** Recovery codes left after this sign-in (one used: one fewer). */
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'OpsSignIn' });

export const opsSignIn = defineOperation({
  operationId: 'opsSignIn',
  method: 'POST',
  path: '/ops/sign-in',
  summary: 'Operator sign-in: password and a TOTP code (or a recovery code)',
  tags,
  auth: 'none',
  body: opsSignInBody,
  response: opsSignInValue,
});

export const opsSignOut = defineOperation({
  operationId: 'opsSignOut',
  method: 'POST',
  path: '/ops/sign-out',
  summary: "End the operator's session",
  tags,
  auth: 'operator',
  roles: ANY_OPERATOR,
  response: noValue,
});

export const opsMe = defineOperation({
  operationId: 'opsMe',
  method: 'GET',
  path: '/ops/me',
  summary: 'The signed-in operator',
  tags,
  auth: 'operator',
  roles: ANY_OPERATOR,
  response: operatorSelf,
});
