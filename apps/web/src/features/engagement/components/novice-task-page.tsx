import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import CircleCheck from 'lucide-react/icons/circle-check';
import type { NoviceTaskCode } from '@lotto/contract';
import { NOTIFICATION_MS } from '@lotto/contract';
import { Page } from '@/components/ui/page';
import { showToast } from '@/components/ui/toast-store';
import { useTranslation } from '@/lib/use-translation';
import { claimTaskRequest, useNoviceTasks } from '../api/novice-tasks';
import { engagementErrorText } from '../utils/error-text';
import { LoadError } from './load-error';
import { PointsChip } from './points-chip';
import '../messages';
import './engagement.css';

/** §2.1 /m/activity/noviceTask: each task checks the member's real state; claimed once. */
export const NoviceTaskPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isPending, isError, error, refetch } = useNoviceTasks();
  const [busy, setBusy] = useState<NoviceTaskCode | null>(null);

  const claim = async (task: NoviceTaskCode) => {
    setBusy(task);
    try {
      const result = await claimTaskRequest(task);
      showToast(
        'success',
        t('engagement.tasks.claimed_toast', { points: result.points }),
        NOTIFICATION_MS,
      );
    } catch (error) {
      showToast('error', engagementErrorText(error, t));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: ['engagement'] });
    }
  };

  return (
    <Page name="novice-task" className="engagement-page">
      <h2 className="page__title">{t('title.novice_task')}</h2>
      <PointsChip />
      {isError ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <div className="card engagement-skeleton" aria-busy="true" />
      ) : data.length === 0 ? (
        <p className="engagement-note">{t('engagement.tasks.none')}</p>
      ) : (
        <ul className="task-list">
          {data.map((task) => (
            <li key={task.code} className="card task" data-testid={`task-${task.code}`}>
              <div className="task__text">
                <h3 className="task__name">{t(`engagement.task.${task.code}`)}</h3>
                <p className="task__points">
                  +{task.points} {t('engagement.points')}
                </p>
                {!task.available ? (
                  <p className="engagement-note">{t('engagement.tasks.not_available')}</p>
                ) : null}
              </div>
              {task.claimed ? (
                <span className="task__state is-claimed">
                  <CircleCheck size={18} aria-hidden="true" />
                  {t('engagement.tasks.claimed')}
                </span>
              ) : task.done ? (
                <button
                  type="button"
                  className="pill-button"
                  disabled={busy !== null}
                  onClick={() => void claim(task.code)}
                >
                  {t('engagement.tasks.claim')}
                </button>
              ) : (
                <span className="task__state">{t('engagement.tasks.not_done')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
};
