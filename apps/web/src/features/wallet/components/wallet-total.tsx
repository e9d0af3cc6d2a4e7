import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useWalletBalance } from '../api/get-wallet-balance';
import { useBalanceText } from './balance-text';
import { walletTotal } from '../utils/format-balance';

const HIDDEN_TEXT = '****';

/** §2.12 the side panel's total wallet balance with a hide and show toggle (default 0.0000). */
export const WalletTotal = () => {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  const { full } = useBalanceText(balance.data && walletTotal(balance.data));
  const [hidden, setHidden] = useState(false);
  return (
    <div className="wallet-total" data-testid="side-panel-wallet">
      <span className="wallet-total__label">{t('wallet.total')}</span>
      <span className="wallet-total__value" data-testid="side-panel-wallet-value">
        {hidden ? HIDDEN_TEXT : full}
        {!hidden && balance.data ? (
          <span className="wallet-total__currency"> {balance.data.currency}</span>
        ) : null}
      </span>
      <button
        type="button"
        className="icon-button icon-button--small"
        aria-pressed={hidden}
        aria-label={hidden ? t('wallet.show') : t('wallet.hide')}
        onClick={() => setHidden((h) => !h)}
        data-testid="side-panel-wallet-toggle"
      >
        {hidden ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
      </button>
    </div>
  );
};
