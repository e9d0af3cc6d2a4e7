import { z } from 'zod';
import { epochMs } from './fields';
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
