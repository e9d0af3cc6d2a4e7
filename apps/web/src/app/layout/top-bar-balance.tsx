import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useWalletBalance } from '@/features/wallet/api/get-wallet-balance';
import { useBalanceText } from '@/features/wallet/components/balance-text';
import { walletTotal } from '@/features/wallet/utils/format-balance';

/**
 * §2.2 the balance: the wallet's total, as the side panel shows it (2 decimals, §9), with a
 * refresh icon that asks the wallet again, and a change read out once to a screen reader.
 */
export const TopBarBalance = () => {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  const total = balance.data && walletTotal(balance.data);
  const { topBar } = useBalanceText(total);
  const busy = balance.isFetching;
  // A change of the balance (a win, a deposit credited) is read out once; the first one is not
  // news, and a refresh that finds the same amount says nothing.
  const [seen, setSeen] = useState<string | undefined>(undefined);
  const [news, setNews] = useState('');
  if (total !== undefined && total !== seen) {
    if (seen !== undefined && topBar !== null)
      setNews(`${t('wallet.total')} ${topBar} ${balance.data?.currency ?? ''}`.trim());
    setSeen(total);
  }
  return (
    <>
      <span className="sr-only" role="status" data-testid="top-bar-balance-news">
        {news}
      </span>
      <div className="top-bar__balance" data-testid="top-bar-balance" aria-busy={busy}>
        {topBar !== null ? (
          <span className="top-bar__balance-value" data-testid="top-bar-balance-value">
            {topBar}
          </span>
        ) : (
          <>
            <span className="top-bar__balance-value" aria-hidden="true">
              {t('top_bar.balance_placeholder')}
            </span>
            <span className="sr-only">
              {balance.isError ? t('top_bar.balance_unavailable') : t('app.loading')}
            </span>
          </>
        )}
        <button
          type="button"
          className="icon-button icon-button--small"
          aria-label={t('top_bar.balance_refresh')}
          onClick={() => void balance.refetch()}
          disabled={busy}
          data-testid="top-bar-balance-refresh"
        >
          <RefreshCw size={16} aria-hidden="true" className={busy ? 'spin' : undefined} />
        </button>
      </div>
    </>
  );
};
