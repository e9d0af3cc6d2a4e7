import { z } from 'zod';
import { bodyRecordId } from './fields';
import { defineOperation } from './operation';
import { closedObject, operatorRole } from './ops-fields';
import { operatorItem } from './ops-operators';

/** The owner disables an operator (ending their sessions) or changes their role. */
export const updateOperatorBody = closedObject({
  id: bodyRecordId('id'),
  role: operatorRole.optional(),
  disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
}).meta({ id: 'UpdateOperatorBody' });

export const opsUpdateOperator = defineOperation({
  operationId: 'opsUpdateOperator',
  method: 'POST',
  path: '/ops/operators/update',
  summary: 'Disable or enable an operator (disabling ends their sessions), or change their role',
  tags: ['ops'],
  auth: 'operator',
  roles: ['owner'],
  body: updateOperatorBody,
  response: operatorItem,
});
