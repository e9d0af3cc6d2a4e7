import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_MS } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { useZoneOffsets } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { endOtherSessionsRequest, endSessionRequest, useMemberSessions } from '../api/security';
import { errorMessageOf } from '../utils/error-message';
import { formatMerchantTime } from '@/lib/merchant-time';
import { deviceName } from '../utils/format-time';
import { Section } from './section';

/** ASVS V7.5: the member's live sessions; any other one can be signed out here. */
export const SessionsSection = () => {
  const { t } = useTranslation();
  const offsets = useZoneOffsets();
  const sessions = useMemberSessions();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      showToast('success', t('account.security.session_ended'), NOTIFICATION_MS);
      await queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] });
    } catch (error) {
      showToast('error', errorMessageOf(error, t('account.security.error')));
    } finally {
      setBusy(false);
    }
  };

  const list = sessions.data?.list ?? [];
  const others = list.filter((s) => !s.current);
  return (
    <Section
      title={t('account.security.sessions')}
      testId="security-sessions"
      action={
        others.length > 0 ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => void run(endOtherSessionsRequest)}
            data-testid="security-end-others"
          >
            {t('account.security.end_others')}
          </button>
        ) : null
      }
    >
      {sessions.isError ? (
        <p className="account-muted">{t('account.security.load_failed')}</p>
      ) : null}
      <ul className="account-list">
        {list.map((s) => (
          <li key={s.sessionId} className="account-list__item" data-testid="security-session">
            <div className="account-list__main">
              <span>
                {deviceName(s.device) ?? t('account.security.unknown_device')}
                {s.current ? (
                  <span className="account-badge" data-testid="security-session-current">
                    {' · '}
                    {t('account.security.this_device')}
                  </span>
                ) : null}
              </span>
              <span className="account-muted">{[s.ip, s.country].filter(Boolean).join(' · ')}</span>
              <span className="account-muted">
                {t('account.security.last_seen', {
                  time: formatMerchantTime(s.lastSeenAt, offsets),
                })}
              </span>
            </div>
            {s.current ? null : (
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => void run(() => endSessionRequest(s.sessionId))}
                data-testid={`security-end-session-${s.sessionId}`}
              >
                {t('account.security.end_session')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
};
