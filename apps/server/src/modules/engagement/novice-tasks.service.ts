import {
  ErrorCode,
  FieldIssueCode,
  type MerchantConfig,
  type NoviceTaskCode,
  type NoviceTaskValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { noviceTaskOn, noviceTasksOn } from './novice-task-switches';
import { claimsOf, insertClaim } from './novice-tasks.repository';
import { movePoints } from './points.service';
import { taskStates } from './task-state.repository';

const taskError = (code: ErrorCode, task: NoviceTaskCode, reason: string, message: string) =>
  new HttpError(code, `task: ${message}`, {
    fields: { task: message },
    fieldCodes: { task: { code: FieldIssueCode.invalid, params: { reason, task } } },
  });

export function createNoviceTasksService(db: Db, clock: Clock) {
  return {
    async list(memberId: number, merchant: MerchantConfig): Promise<NoviceTaskValue[]> {
      const claimed = new Set((await claimsOf(db, memberId)).map((c) => c.task));
      return Promise.all(
        noviceTasksOn(merchant.engagement).map(async (code) => {
          const state = await taskStates[code](db, memberId);
          return {
            code,
            points: merchant.engagement.noviceTaskPoints[code],
            done: state === true,
            claimed: claimed.has(code),
            available: state !== null,
          };
        }),
      );
    },

    /** The state is read again here, never taken from the app. */
    async claim(memberId: number, merchant: MerchantConfig, task: NoviceTaskCode) {
      if (!noviceTaskOn(merchant.engagement, task))
        throw taskError(ErrorCode.BAD_REQUEST, task, 'task_off', `${task} is switched off`);
      const state = await taskStates[task](db, memberId);
      if (state !== true)
        throw taskError(ErrorCode.BAD_REQUEST, task, 'task_not_done', `${task} is not done yet`);
      const points = merchant.engagement.noviceTaskPoints[task];
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await insertClaim(tx, { memberId, task, points, now });
        if (!row)
          throw taskError(ErrorCode.CONFLICT, task, 'task_claimed', `${task} was claimed already`);
        if (points > 0) {
          await movePoints(tx, {
            memberId,
            amount: points,
            reason: 'novice_task',
            idempotencyKey: `novice_task:${memberId}:${task}`,
            detail: task,
            now,
          });
        }
        return { task, points };
      });
    },
  };
}
