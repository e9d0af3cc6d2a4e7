import { z } from 'zod';
import { operatorRoles, type OperatorRole } from './operation';
import { text } from './input-bounds';
import { epochMs, USERNAME_PATTERN } from './fields';

/** Every console role, for calls any signed-in operator may make. */
export const ANY_OPERATOR: readonly OperatorRole[] = operatorRoles;

export const operatorRole = z.enum(operatorRoles, {
  error: `role must be one of ${operatorRoles.join(', ')}`,
});

export const operatorUsername = text('username', 'username is required')
  .min(1, { error: 'username is required', abort: true })
  .regex(USERNAME_PATTERN, 'username must be 3-32 letters, digits, _ . or -');

/** When and by which operator a row that waits for a decision was decided; null while it waits. */
export const decisionFields = {
  decidedAt: epochMs.nullable(),
  decidedBy: z.string().nullable(),
};

/** RFC 6238 codes of 6 digits. */
export const totpCode = text('code', 'code must be text').regex(/^\d{6}$/, 'code must be 6 digits');

/** Recovery codes as shown: 10 characters of base32 in two groups (xxxxx-xxxxx). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/i;
export const recoveryCode = text('recoveryCode').regex(
  RECOVERY_CODE_PATTERN,
  'recoveryCode must look like abcde-fghij',
);

/** A one-time link's token (enrolment, invitation): 43 base64url characters. */
export const linkToken = text('token', 'token is required').regex(
  /^[A-Za-z0-9_-]{32,128}$/,
  'token is not a valid link token',
);

/**
 * An input object that refuses fields it does not know, each named in `value.fields` (a strict
 * object reports them all under one unnamed path).
 */
export const closedObject = <S extends z.ZodRawShape>(shape: S) =>
  // Typed as a strict object: the catch-all only ever fails, so the output has the shape's keys
  // (zod reads a catch-all of z.never() as "strict" and names no field, hence the refinement).
  z
    .object(shape)
    .catchall(
      z.unknown().refine(() => false, { error: 'is not a field of this call' }),
    ) as unknown as z.ZodObject<S, z.core.$strict>;
