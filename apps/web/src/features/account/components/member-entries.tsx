import type { ComponentType } from 'react';
import BanknoteArrowDown from 'lucide-react/icons/banknote-arrow-down';
import BanknoteArrowUp from 'lucide-react/icons/banknote-arrow-up';
import ChartLine from 'lucide-react/icons/chart-line';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Coins from 'lucide-react/icons/coins';
import Gift from 'lucide-react/icons/gift';
import History from 'lucide-react/icons/history';
import Receipt from 'lucide-react/icons/receipt';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Trophy from 'lucide-react/icons/trophy';
import { WhitelabelFlag } from '@lotto/contract';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { hasWhitelabelFlag, useSettings } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';

interface Entry {
  id: string;
  labelKey: string;
  to: string;
  Icon: ComponentType<{ size?: number; className?: string; 'aria-hidden'?: boolean }>;
}

/** §2.12's entries (the shell's own texts), the reward center behind its flag. */
const useEntries = (): Entry[] => {
  const settings = useSettings();
  return [
    { id: 'deposit', labelKey: 'side.deposit', to: paths.deposit, Icon: BanknoteArrowDown },
    { id: 'withdraw', labelKey: 'side.withdraw', to: paths.withdraw, Icon: BanknoteArrowUp },
    { id: 'promotions', labelKey: 'side.promotions', to: paths.promotions, Icon: Gift },
    { id: 'betting-record', labelKey: 'side.betting_record', to: paths.gameRecord, Icon: History },
    {
      id: 'account-record',
      labelKey: 'side.account_record',
      to: paths.transactionRecord,
      Icon: Receipt,
    },
    { id: 'pnl', labelKey: 'side.pnl', to: paths.profitAndLoss, Icon: ChartLine },
    ...(hasWhitelabelFlag(settings, WhitelabelFlag.REWARDCENTER3)
      ? [
          {
            id: 'reward-center',
            labelKey: 'side.reward_center',
            to: paths.rewardCenter,
            Icon: Trophy,
          },
        ]
      : []),
    { id: 'points', labelKey: 'side.points', to: paths.mall, Icon: Coins },
    {
      id: 'security-center',
      labelKey: 'side.security_center',
      to: paths.securityCenter,
      Icon: ShieldCheck,
    },
  ];
};

/** Base template: one row per entry. New member center: a grid of tiles. */
export const MemberEntries = ({ variant }: { variant: 'base' | 'new' }) => {
  const { t } = useTranslation();
  const entries = useEntries();
  return (
    <nav className="card member-entries" aria-label={t('account.member.entries')}>
      <ul className={variant === 'new' ? 'member-entries__grid' : 'member-entries__list'}>
        {entries.map(({ id, labelKey, to, Icon }) => (
          <li key={id}>
            <Link
              className={variant === 'new' ? 'member-tile' : 'menu-row'}
              to={to}
              data-testid={`member-entry-${id}`}
            >
              <Icon
                className={variant === 'new' ? 'member-tile__icon' : 'menu-row__icon'}
                size={variant === 'new' ? 26 : 22}
                aria-hidden
              />
              <span className={variant === 'new' ? 'member-tile__label' : 'menu-row__label'}>
                {t(labelKey)}
              </span>
              {variant === 'base' ? <ChevronRight size={18} aria-hidden="true" /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
