import type { ProtectionStateValue } from '@lotto/contract';
import { formatMerchantTime } from '@/lib/merchant-time';
import { useZoneOffsets } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { changeDetail } from '../utils/change-detail';
import { formatLimitAmount } from '../utils/format';
import { ProtectionSection } from './protection-section';

const KNOWN = new Set([
  'limit_set',
  'limit_raise_requested',
  'limit_raise_confirmed',
  'limit_raise_cancelled',
  'timeout',
  'self_exclusion',
  'reality_check_set',
  'session_time_reached',
  'age_submitted',
  'age_verified',
  'age_rejected',
]);

/** Issue 34: every change of the member's protection, newest first. */
export const ChangesSection = ({ changes }: { changes: ProtectionStateValue['changes'] }) => {
  const { t, i18n } = useTranslation();
  const offsets = useZoneOffsets();
  const words = {
    t: (key: string) => t(key),
    amount: (decimal: string) => formatLimitAmount(decimal, i18n.language),
    time: (epochMs: number) => formatMerchantTime(epochMs, offsets),
  };
  return (
    <ProtectionSection title={t('protection.changes.title')} testId="protection-changes">
      {changes.length === 0 ? (
        <p className="protection-muted">{t('protection.changes.empty')}</p>
      ) : (
        <ul className="protection-changes">
          {changes.map((c, i) => {
            const action = c.action.replace(/^protection\./, '');
            return (
              <li key={`${c.at}-${i}`} className="protection-change">
                <span>{KNOWN.has(action) ? t(`protection.action.${action}`) : action}</span>
                <span className="protection-muted" data-testid="protection-change-detail">
                  {formatMerchantTime(c.at, offsets)} · {t(`protection.by.${c.by}`)} ·{' '}
                  {changeDetail(c.after, c.before, words)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </ProtectionSection>
  );
};
