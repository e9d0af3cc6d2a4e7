import { useTranslation } from 'react-i18next';
import RefreshCw from 'lucide-react/icons/refresh-cw';

/**
 * §2.2 balance with a refresh icon. The wallet call arrives with the wallet issue; until then the
 * bar says plainly that the balance is not available rather than showing an invented amount.
 */
export const TopBarBalance = () => {
  const { t } = useTranslation();
  return (
    <div className="top-bar__balance" data-testid="top-bar-balance">
      <span className="top-bar__balance-value" aria-hidden="true">
        {t('top_bar.balance_placeholder')}
      </span>
      <span className="sr-only">{t('top_bar.balance_unavailable')}</span>
      <button
        type="button"
        className="icon-button icon-button--small"
        aria-label={t('top_bar.balance_refresh')}
        disabled
      >
        <RefreshCw size={16} aria-hidden="true" />
      </button>
    </div>
  );
};
