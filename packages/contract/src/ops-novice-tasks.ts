import { z } from 'zod';
import { bodyWholeNumber } from './fields';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';
import { NOVICE_TASK_CODES } from './engagement-constants';
import { NOVICE_TASK_POINTS_MAX } from './merchant-config';

const tags = ['ops'];

/** The same roles as levels and the mall; content and owner edit, all audited. */
const TASK_READERS = ['owner', 'content', 'support', 'read_only'] as const;
const TASK_WRITERS = ['owner', 'content'] as const;

export const opsNoviceTask = z
  .object({
    code: z.enum(NOVICE_TASK_CODES),
    /** Off: the player's task page does not show it and a claim is refused. */
    enabled: z.boolean(),
    points: z.number().int(),
  })
  .meta({ id: 'OpsNoviceTask' });
export type OpsNoviceTaskValue = z.infer<typeof opsNoviceTask>;

const noviceTaskList = z.object({ list: z.array(opsNoviceTask) });

export const opsNoviceTasks = defineOperation({
  operationId: 'opsNoviceTasks',
  method: 'GET',
  path: '/ops/engagement/novice-tasks',
  summary: 'The novice tasks: each switched on or off, and its reward points',
  tags,
  auth: 'operator',
  roles: TASK_READERS,
  response: noviceTaskList,
});

export const saveNoviceTaskBody = closedObject({
  task: z.enum(NOVICE_TASK_CODES, {
    error: `task must be one of ${NOVICE_TASK_CODES.join(', ')}`,
  }),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  points: bodyWholeNumber('points', NOVICE_TASK_POINTS_MAX),
}).meta({ id: 'OpsSaveNoviceTaskBody' });
export type SaveNoviceTaskInput = z.input<typeof saveNoviceTaskBody>;

export const opsSaveNoviceTask = defineOperation({
  operationId: 'opsSaveNoviceTask',
  method: 'POST',
  path: '/ops/engagement/novice-tasks',
  summary:
    "Switch a novice task on or off and set its points (a new version of the merchant's settings); audited",
  tags,
  auth: 'operator',
  roles: TASK_WRITERS,
  body: saveNoviceTaskBody,
  response: noviceTaskList,
});
