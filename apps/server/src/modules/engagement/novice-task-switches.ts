import {
  NOVICE_TASK_CODES,
  type EngagementSettings,
  type NoviceTaskCode,
  type OpsNoviceTaskValue,
} from '@lotto/contract';

/**
 * A configuration written before tasks could be switched off has no list (the database keeps it
 * as it was saved, without the schema's defaults): every task is on there.
 */
function switchedOff(engagement: EngagementSettings): readonly NoviceTaskCode[] {
  const list: readonly NoviceTaskCode[] | undefined = engagement.noviceTasksOff;
  return list ?? [];
}

export const noviceTaskOn = (engagement: EngagementSettings, task: NoviceTaskCode) =>
  !switchedOff(engagement).includes(task);

export const noviceTasksOn = (engagement: EngagementSettings) =>
  NOVICE_TASK_CODES.filter((code) => noviceTaskOn(engagement, code));

export const noviceTaskSettings = (engagement: EngagementSettings): OpsNoviceTaskValue[] =>
  NOVICE_TASK_CODES.map((code) => ({
    code,
    enabled: noviceTaskOn(engagement, code),
    points: engagement.noviceTaskPoints[code],
  }));

/** The engagement block with one task changed; the off list keeps the tasks' order. */
export function withNoviceTask(
  engagement: EngagementSettings,
  change: { task: NoviceTaskCode; enabled: boolean; points: number },
): EngagementSettings {
  const off = new Set(switchedOff(engagement));
  if (change.enabled) off.delete(change.task);
  else off.add(change.task);
  return {
    ...engagement,
    noviceTaskPoints: { ...engagement.noviceTaskPoints, [change.task]: change.points },
    noviceTasksOff: NOVICE_TASK_CODES.filter((code) => off.has(code)),
  };
}
