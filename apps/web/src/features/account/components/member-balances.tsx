import type { ReactNode } from 'react';
import { TOP_BAR_BALANCE_DECIMALS } from '@lotto/contract';
import { useTranslation } from '@/lib/use-translation';
import { useBalance } from '../api/profile';
import { formatAmount } from '../utils/format-amount';

/** Balances the wallet call may carry beyond cash, shown only when it does (the money issue). */
const EXTRA_BALANCES = ['bonus', 'held'] as const;

/** Cash, and bonus and held where the wallet answers them (§2.12). */
export const MemberBalances = ({
  variant,
  note,
}: {
  variant: 'base' | 'new';
  /** Shown under the balances when there is something to say (what a limit leaves). */
  note?: ReactNode;
}) => {
  const { t, i18n } = useTranslation();
  const balance = useBalance();
  const data = balance.data as (Record<string, unknown> & { sumBalance?: string }) | undefined;
  const rows = [
    { id: 'cash', amount: data?.sumBalance },
    ...EXTRA_BALANCES.map((id) => ({
      id,
      amount: typeof data?.[id] === 'string' ? data[id] : undefined,
    })).filter((r) => r.amount !== undefined),
  ];
  return (
    <section
      className={`card member-balances member-balances--${variant}`}
      aria-label={t('account.member.cash')}
      data-testid="member-balances"
    >
      {rows.map(({ id, amount }) => (
        <div key={id} className="member-balances__item" data-testid={`member-balance-${id}`}>
          <span className="account-muted">{t(`account.member.${id}`)}</span>
          <span className="member-balances__amount">
            {amount === undefined
              ? '—'
              : formatAmount(amount, TOP_BAR_BALANCE_DECIMALS, i18n.language)}
            {/* On a line of its own, held while the balance loads: beside the amount it wrapped
                under it or not by the width the other balances left, and the card grew. */}
            <span className="member-balances__currency">
              {typeof data?.currency === 'string' ? data.currency : '\u00a0'}
            </span>
          </span>
        </div>
      ))}
      {note}
    </section>
  );
};
