import type { SaveNoviceTaskInput } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { currentConfig, saveConsoleVersion } from '../merchant/config-versions';
import type { MerchantService } from '../merchant/merchant.service';
import { recordAudit, type Actor } from '../audit/audit.service';
import { noviceTaskSettings, withNoviceTask } from './novice-task-switches';

/**
 * The novice tasks in the console. They live in the merchant's settings, so a change is a
 * new settings version (listed with the others) as well as an audit entry.
 */
export function createOpsNoviceTasksService(db: Db, clock: Clock, merchants: MerchantService) {
  return {
    async list(merchantCode: string) {
      const { config } = await currentConfig(db, merchantCode);
      return { list: noviceTaskSettings(config.engagement) };
    },

    async save(actor: Actor, input: SaveNoviceTaskInput) {
      const list = await db.transaction(async (tx) => {
        const current = await currentConfig(tx, actor.merchantCode);
        const engagement = withNoviceTask(current.config.engagement, input);
        // On top of the version just read: a save by someone else meanwhile is a 409, not lost.
        await saveConsoleVersion(
          tx,
          { id: actor.operatorId ?? 0, username: actor.username ?? '' },
          actor.merchantCode,
          current.version,
          { ...current.config, engagement },
          clock(),
        );
        const taskOf = (e: typeof engagement) =>
          noviceTaskSettings(e).find((t) => t.code === input.task);
        await recordAudit(tx, actor, {
          action: 'novice_task.update',
          targetType: 'novice_task',
          targetId: input.task,
          before: taskOf(current.config.engagement),
          after: taskOf(engagement),
        });
        return noviceTaskSettings(engagement);
      });
      merchants.invalidate();
      return { list };
    },
  };
}
