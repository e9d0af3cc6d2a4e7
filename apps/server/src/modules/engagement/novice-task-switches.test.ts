import { describe, expect, it } from 'vitest';
import { DEFAULT_NOVICE_TASK_POINTS, type EngagementSettings } from '@lotto/contract';
import { noviceTasksOn, withNoviceTask } from './novice-task-switches';

describe('novice task switches', () => {
  const older = {
    signInStreakPoints: [10],
    noviceTaskPoints: DEFAULT_NOVICE_TASK_POINTS,
    pointsExpiryDays: null,
  } as unknown as EngagementSettings;

  it('a configuration saved before the switches existed has every task on', () => {
    expect(noviceTasksOn(older)).toHaveLength(5);
  });

  it('switching off and on keeps the list in the tasks order', () => {
    const offTwo = withNoviceTask(
      withNoviceTask(older, { task: 'add_favourite', enabled: false, points: 20 }),
      { task: 'prove_mobile', enabled: false, points: 5 },
    );
    expect(offTwo.noviceTasksOff).toEqual(['prove_mobile', 'add_favourite']);
    expect(offTwo.noviceTaskPoints.prove_mobile).toBe(5);
    const onAgain = withNoviceTask(offTwo, { task: 'prove_mobile', enabled: true, points: 5 });
    expect(noviceTasksOn(onAgain)).toEqual([
      'prove_mobile',
      'payment_password',
      'first_deposit',
      'first_bet',
    ]);
  });
});
