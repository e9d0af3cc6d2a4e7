import type { ProtectionStateValue } from '@lotto/contract';
import { formatMerchantTime } from '@/lib/merchant-time';
import { useSettings } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { ProtectionSection } from './protection-section';

const KNOWN = new Set([
  'limit_set',
  'limit_raise_requested',
  'limit_raise_confirmed',
  'limit_raise_cancelled',
  'timeout',
  'self_exclusion',
  'reality_check_set',
]);

/** What a change recorded ('{"kind":"deposit","period":"day","amount":"500.0000"}') in short. */
const detailOf = (after: string | null, before: string | null): string => {
  const text = after ?? before;
  if (!text) return '';
  try {
    const values = Object.values(JSON.parse(text) as Record<string, unknown>);
    return values.map((v) => String(v)).join(' · ');
  } catch {
    return '';
  }
};

/** Issue 34: every change of the member's protection, newest first. */
export const ChangesSection = ({ changes }: { changes: ProtectionStateValue['changes'] }) => {
  const { t } = useTranslation();
  const offsets = useSettings()?.merchant.timeZoneOffsets ?? [];
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
                <span className="protection-muted">
                  {formatMerchantTime(c.at, offsets)} {detailOf(c.after, c.before)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </ProtectionSection>
  );
};
