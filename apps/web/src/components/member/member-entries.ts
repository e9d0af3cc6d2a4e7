import type { ComponentType } from 'react';
import BanknoteArrowDown from 'lucide-react/icons/banknote-arrow-down';
import BanknoteArrowUp from 'lucide-react/icons/banknote-arrow-up';
import ChartLine from 'lucide-react/icons/chart-line';
import Coins from 'lucide-react/icons/coins';
import Gift from 'lucide-react/icons/gift';
import History from 'lucide-react/icons/history';
import Receipt from 'lucide-react/icons/receipt';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Trophy from 'lucide-react/icons/trophy';
import { WhitelabelFlag } from '@lotto/contract';
import { paths } from '@/config/paths';
import { hasWhitelabelFlag, useSettings } from '@/lib/settings';

export interface MemberEntry {
  id: string;
  /** A shell text (side.*): the side panel and the member centre show the same words. */
  labelKey: string;
  to: string;
  Icon: ComponentType<{ size?: number; className?: string; 'aria-hidden'?: boolean }>;
}

/**
 * §2.12's member entries, in its order, each behind its gate (the reward center behind its
 * whitelabel flag): one list for the side panel and both member-centre templates.
 */
export const useMemberEntries = (): MemberEntry[] => {
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
