import type { ComponentType } from 'react';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import BanknoteArrowDown from 'lucide-react/icons/banknote-arrow-down';
import BanknoteArrowUp from 'lucide-react/icons/banknote-arrow-up';
import ChartLine from 'lucide-react/icons/chart-line';
import CircleUser from 'lucide-react/icons/circle-user';
import Coins from 'lucide-react/icons/coins';
import Gift from 'lucide-react/icons/gift';
import History from 'lucide-react/icons/history';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import Receipt from 'lucide-react/icons/receipt';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Trophy from 'lucide-react/icons/trophy';
import X from 'lucide-react/icons/x';
import { WhitelabelFlag } from '@lotto/contract';
import { paths } from '@/config/paths';
import { hasWhitelabelFlag, useSettings } from '@/lib/settings';
import { useSession } from '@/lib/use-session';
import { useMemberInfo } from '@/api/member-info';
import { Dialog } from '@/components/ui/dialog';
import { MerchantLogo } from '@/components/ui/merchant-logo';
import { LanguagePicker } from '@/components/language/language-picker';
import { WalletTotal } from '@/features/wallet/components/wallet-total';

interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

interface Entry {
  id: string;
  labelKey: string;
  to: string;
  Icon: ComponentType<{ size?: number; className?: string; 'aria-hidden'?: boolean }>;
}

/** §2.12 side user panel. Wallet total, member level and unread marks come with later issues. */
export const SidePanel = ({ open, onClose, onSignOut }: SidePanelProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const settings = useSettings();
  const session = useSession();
  const unread = useMemberInfo(open && session !== null).data?.unreadCount ?? 0;
  const memberPath = settings?.mobileTemplate.mem_cen === '1' ? paths.memberHome : paths.myAccount;

  const entries: Entry[] = [
    { id: 'my-account', labelKey: 'side.my_account', to: memberPath, Icon: CircleUser },
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

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} variant="drawer" testId="side-panel">
      <div className="side-panel__header">
        <h2 id={titleId} className="sr-only">
          {t('side.title')}
        </h2>
        {session ? (
          <p className="side-panel__user">
            <CircleUser size={40} aria-hidden="true" />
            <span>{session.userName || t('side.member')}</span>
            <Link
              className="icon-button side-panel__messages"
              to={paths.webEmail}
              onClick={onClose}
              aria-label={
                unread > 0 ? t('service.unread', { count: unread }) : t('service.messages')
              }
              data-testid="side-panel-messages"
            >
              <Mail size={22} aria-hidden="true" />
              {unread > 0 ? <span className="unread-dot" data-testid="side-unread-dot" /> : null}
            </Link>
          </p>
        ) : (
          <MerchantLogo className="side-panel__logo" />
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={t('side.close')}
          onClick={onClose}
        >
          <X size={24} aria-hidden="true" />
        </button>
      </div>
      {session ? <WalletTotal /> : null}
      <nav aria-labelledby={titleId}>
        <ul className="menu-list">
          {entries.map(({ id, labelKey, to, Icon }) => (
            <li key={id}>
              <Link className="menu-row" to={to} onClick={onClose} data-testid={`side-panel-${id}`}>
                <Icon className="menu-row__icon" size={22} aria-hidden />
                <span className="menu-row__label">{t(labelKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LanguagePicker />
      {session ? (
        <button
          type="button"
          className="menu-row menu-row--danger"
          onClick={onSignOut}
          data-testid="side-panel-sign-out"
        >
          <LogOut className="menu-row__icon" size={22} aria-hidden="true" />
          <span className="menu-row__label">{t('side.sign_out')}</span>
        </button>
      ) : null}
    </Dialog>
  );
};
