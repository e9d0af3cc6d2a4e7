import { ErrorCode, type OpsMemberLevelValue, type SaveMemberLevelInput } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { MemberLevelRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/http-error';
import { recordSave, type Actor } from '../audit/audit.service';
import { fromUnits, toUnits } from '../../lib/money';
import { thEnFields } from '../../lib/localized';
import {
  insertLevel,
  levelsOf,
  lockLevel,
  membersPerLevel,
  updateLevel,
} from './levels.repository';
import { violatedUnique } from '../../db/unique-violation';
import { forgetActiveLevels } from './active-levels';

const levelOf = (r: MemberLevelRow, members: number): OpsMemberLevelValue => ({
  id: r.id,
  code: r.code,
  ...thEnFields('name', r.name),
  rank: r.rank,
  thresholdKind: r.thresholdKind,
  threshold: fromUnits(r.thresholdUnits),
  periodDays: r.periodDays,
  rebateBasisPoints: r.rebateBasisPoints,
  withdrawDailyMax: r.withdrawDailyMaxUnits === null ? null : fromUnits(r.withdrawDailyMaxUnits),
  withdrawDailyCount: r.withdrawDailyCount,
  birthdayReward: fromUnits(r.birthdayRewardUnits),
  levelUpReward: fromUnits(r.levelUpRewardUnits),
  rewardKind: r.rewardKind,
  bonusTurnoverMultiple: r.bonusTurnoverMultiple,
  active: r.active,
  members,
});

/** The console side of member levels; every save in the audit log with the one it changed. */
export function createOpsLevelsService(db: Db, clock: Clock) {
  return {
    async levels(merchantCode: string) {
      const [rows, counts] = await Promise.all([
        levelsOf(db, merchantCode, false),
        membersPerLevel(db, merchantCode),
      ]);
      return { list: rows.map((r) => levelOf(r, counts.get(r.id) ?? 0)) };
    },

    async save(actor: Actor, input: SaveMemberLevelInput): Promise<OpsMemberLevelValue> {
      const values = {
        code: input.code,
        name: { en: input.nameEn, th: input.nameTh },
        rank: input.rank,
        thresholdKind: input.thresholdKind,
        thresholdUnits: toUnits(input.threshold),
        periodDays: input.periodDays,
        rebateBasisPoints: input.rebateBasisPoints,
        withdrawDailyMaxUnits:
          input.withdrawDailyMax === null ? null : toUnits(input.withdrawDailyMax),
        withdrawDailyCount: input.withdrawDailyCount,
        birthdayRewardUnits: toUnits(input.birthdayReward),
        levelUpRewardUnits: toUnits(input.levelUpReward),
        rewardKind: input.rewardKind,
        ...(input.bonusTurnoverMultiple === undefined
          ? {}
          : { bonusTurnoverMultiple: input.bonusTurnoverMultiple }),
        active: input.active,
        updatedAt: clock(),
      };
      try {
        return await db.transaction(async (tx) => {
          if (input.id === undefined) {
            const created = await insertLevel(tx, { ...values, merchantCode: actor.merchantCode });
            await recordSave(tx, actor, 'member_level', created.id, null, levelOf(created, 0));
            return levelOf(created, 0);
          }
          const before = await lockLevel(tx, actor.merchantCode, input.id);
          if (!before) throw fieldError('id', 'no such level', ErrorCode.NOT_FOUND);
          const after = await updateLevel(tx, input.id, values);
          await recordSave(
            tx,
            actor,
            'member_level',
            input.id,
            levelOf(before, 0),
            levelOf(after, 0),
          );
          const counts = await membersPerLevel(tx, actor.merchantCode);
          return levelOf(after, counts.get(after.id) ?? 0);
        });
      } catch (err) {
        const constraint = violatedUnique(err);
        if (constraint === null) throw err;
        if (constraint.includes('rank'))
          throw fieldError('rank', 'rank is held by another level', ErrorCode.CONFLICT);
        throw fieldError('code', 'code is used by another level', ErrorCode.CONFLICT);
      } finally {
        // After the commit (or the rollback): member calls show the saved level at once.
        forgetActiveLevels(db, actor.merchantCode);
      }
    },
  };
}
