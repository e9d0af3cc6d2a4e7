import { useZoneOffsets } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { useLoginHistory } from '../api/security';
import { formatMerchantTime } from '@/lib/merchant-time';
import { deviceName } from '../utils/format-time';
import { Section } from './section';

/** The latest sign-ins: time, device, address, country and how. */
export const LoginHistorySection = () => {
  const { t } = useTranslation();
  const offsets = useZoneOffsets();
  const history = useLoginHistory();
  const list = history.data?.list ?? [];
  return (
    <Section title={t('account.security.history')} testId="security-history">
      {history.isError ? (
        <p className="account-muted">{t('account.security.load_failed')}</p>
      ) : null}
      {history.isSuccess && list.length === 0 ? (
        <p className="account-muted">{t('account.security.history_empty')}</p>
      ) : null}
      <ul className="account-list">
        {list.map((h, i) => (
          <li key={`${h.at}-${i}`} className="account-list__item" data-testid="security-login">
            <div className="account-list__main">
              <span>{formatMerchantTime(h.at, offsets)}</span>
              <span className="account-muted">
                {deviceName(h.device) ?? t('account.security.unknown_device')}
              </span>
              <span className="account-muted">
                {[h.ip, h.country ?? t('account.security.unknown_country')]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            <span className="account-badge">{t(`account.security.method_${h.method}`)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
};
