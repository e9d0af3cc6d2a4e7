import { useState } from 'react';
import {
  selfExclusionDurations,
  timeoutDurations,
  type StartExclusionInput,
} from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { refusalOf } from '@/lib/refusal';
import { useNavigate } from '@/lib/router';
import { clearLocalSession } from '@/lib/session-storage';
import { useTranslation } from '@/lib/use-translation';
import { useStartExclusion } from '../api/start-exclusion';
import { BreakConfirmDialog } from './break-confirm-dialog';
import { BreakConsequences, type BreakType } from './break-consequences';
import { ProtectionSection } from './protection-section';

const DURATIONS: Record<BreakType, readonly string[]> = {
  timeout: timeoutDurations,
  self_exclusion: selfExclusionDurations,
};

/** Issue 34: a time-out (24 h, 7 d, 30 d) or a self-exclusion (6 months to permanent). */
export const BreakSection = ({ type }: { type: BreakType }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartExclusion();
  const [duration, setDuration] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setDuration(null);
    setError(null);
  };

  const confirm = () => {
    if (!duration) return;
    start.mutate({ type, duration } as StartExclusionInput, {
      onSuccess: () => {
        // The server ended every session of the member, this one too.
        clearLocalSession();
        showToast('success', t('protection.started'));
        void navigate(paths.login);
      },
      onError: (e) => setError(refusalOf(e).message),
    });
  };

  return (
    <ProtectionSection
      title={t(`protection.break.title_${type}`)}
      hint={t(`protection.break.hint_${type}`)}
      testId={`protection-${type}`}
    >
      <BreakConsequences type={type} />
      <div
        className="protection-choices"
        role="group"
        aria-label={t(`protection.break.title_${type}`)}
      >
        {DURATIONS[type].map((d) => (
          <button
            key={d}
            type="button"
            className="button button--ghost"
            onClick={() => setDuration(d)}
            data-testid={`break-${type}-${d}`}
          >
            {t(`protection.duration.${d}`)}
          </button>
        ))}
      </div>
      {duration ? (
        <BreakConfirmDialog
          type={type}
          duration={duration}
          busy={start.isPending}
          error={error}
          onCancel={close}
          onConfirm={confirm}
        />
      ) : null}
    </ProtectionSection>
  );
};
