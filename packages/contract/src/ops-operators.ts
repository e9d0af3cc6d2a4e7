import { z } from 'zod';
import { epochMs } from './fields';
import { text } from './input-bounds';
import { defineOperation } from './operation';
import { closedObject, operatorRole, operatorUsername } from './ops-fields';

const tags = ['ops'];

export const operatorItem = z
  .object({
    id: z.number().int(),
    username: z.string(),
    role: operatorRole,
    /** invited: the enrolment link is not used yet. */
    status: z.enum(['invited', 'active', 'disabled', 'locked']),
    createdAt: epochMs,
    lastSignInAt: epochMs.nullable(),
  })
  .meta({ id: 'OperatorItem' });
export type OperatorItem = z.infer<typeof operatorItem>;

export const opsOperators = defineOperation({
  operationId: 'opsOperators',
  method: 'GET',
  path: '/ops/operators',
  summary: "The merchant's operators",
  tags,
  auth: 'operator',
  roles: ['owner'],
  response: z.object({ list: z.array(operatorItem) }).meta({ id: 'OperatorList' }),
});

export const inviteOperatorBody = closedObject({
  username: operatorUsername,
  role: operatorRole,
}).meta({ id: 'InviteOperatorBody' });
export type InviteOperatorInput = z.input<typeof inviteOperatorBody>;

export const enrolmentLink = z
  .object({
    operator: operatorItem,
    /** The one-time token; the console shows it as a link to /console/#/enrol/<token>. */
    token: z.string(),
    expiresAt: epochMs,
  })
  .meta({ id: 'EnrolmentLink' });

export const opsInviteOperator = defineOperation({
  operationId: 'opsInviteOperator',
  method: 'POST',
  path: '/ops/operators',
  summary: 'Invite an operator: a one-time enrolment link (owner only)',
  tags,
  auth: 'operator',
  roles: ['owner'],
  body: inviteOperatorBody,
  response: enrolmentLink,
});

/** Addresses or CIDR ranges; at most this many per merchant. */
export const ALLOWED_ADDRESSES_MAX = 100;

export const allowedAddressesValue = z
  .object({ addresses: z.array(z.string()) })
  .meta({ id: 'AllowedAddresses' });

export const opsAllowedAddresses = defineOperation({
  operationId: 'opsAllowedAddresses',
  method: 'GET',
  path: '/ops/allowed-addresses',
  summary: 'The addresses operators may work from (empty: any)',
  tags,
  auth: 'operator',
  roles: ['owner'],
  response: allowedAddressesValue,
});

export const setAllowedAddressesBody = closedObject({
  addresses: z
    .array(text('addresses').max(64, 'addresses: each at most 64 characters'), {
      error: 'addresses must be a list',
    })
    .max(ALLOWED_ADDRESSES_MAX, `addresses must have at most ${ALLOWED_ADDRESSES_MAX} entries`),
}).meta({ id: 'SetAllowedAddressesBody' });

export const opsSetAllowedAddresses = defineOperation({
  operationId: 'opsSetAllowedAddresses',
  method: 'PUT',
  path: '/ops/allowed-addresses',
  summary:
    'Replace the addresses or CIDR ranges operators may work from; the caller must stay inside',
  tags,
  auth: 'operator',
  roles: ['owner'],
  body: setAllowedAddressesBody,
  response: allowedAddressesValue,
});
