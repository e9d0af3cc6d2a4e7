import { Suspense, lazy, useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import CircleUser from 'lucide-react/icons/circle-user';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import Network from 'lucide-react/icons/network';
import X from 'lucide-react/icons/x';
import { paths } from '@/config/paths';
import { useSettings } from '@/lib/settings';
import { useSession } from '@/lib/use-session';
import { useMemberInfo } from '@/api/member-info';
import { useMemberEntries, type MemberEntry } from '@/components/member/member-entries';
import { Dialog } from '@/components/ui/dialog';
import { openAgentPopup } from '@/components/member/agent-popup-store';
import { agentOptionFor } from '@/components/member/agent-tiles';
import { MerchantLogo } from '@/components/ui/merchant-logo';
import { LanguagePicker } from '@/components/language/language-picker';
import { WalletTotal } from '@/features/wallet/components/wallet-total';
import { IconButton } from '@/components/ui/icon-button';

// The promotions sub-list (§2.12) loads with the open panel: none of it is in the shell.
const PromotionSubList = lazy(() => import('@/features/promotions/components/promotion-sub-list'));

interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

/** §2.12 side user panel. Wallet total, member level and unread marks come with later issues. */
export const SidePanel = ({ open, onClose, onSignOut }: SidePanelProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const settings = useSettings();
  const session = useSession();
  const info = useMemberInfo(open && session !== null).data;
  const unread = info?.unreadCount ?? 0;
  const memberPath = settings?.mobileTemplate.mem_cen === '1' ? paths.memberHome : paths.myAccount;

  const memberEntries = useMemberEntries();
  const entries: MemberEntry[] = [
    { id: 'my-account', labelKey: 'side.my_account', to: memberPath, Icon: CircleUser },
    ...memberEntries,
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
            {info?.level ? (
              <Link
                className="side-panel__level"
                to={paths.memberBenefits}
                onClick={onClose}
                data-testid="side-panel-level"
              >
                {info.level.name}
              </Link>
            ) : null}
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
        <IconButton label={t('side.close')} icon={X} size={24} onClick={onClose} />
      </div>
      {session ? <WalletTotal /> : null}
      <nav aria-labelledby={titleId}>
        <ul className="menu-list">
          {entries.map(({ id, labelKey, to, Icon }) => {
            const row = (
              <Link className="menu-row" to={to} onClick={onClose} data-testid={`side-panel-${id}`}>
                <Icon className="menu-row__icon" size={22} aria-hidden />
                <span className="menu-row__label">{t(labelKey)}</span>
              </Link>
            );
            return (
              <li key={id}>
                {id === 'promotions' ? (
                  <Suspense fallback={row}>
                    <PromotionSubList onNavigate={onClose} />
                  </Suspense>
                ) : (
                  row
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {agentOptionFor(session?.type) ? (
        // §2.12, §6: the agent popup, for session types with the agent option.
        <button
          type="button"
          className="menu-row"
          onClick={() => {
            onClose();
            openAgentPopup();
          }}
          data-testid="side-panel-agent"
        >
          <Network className="menu-row__icon" size={22} aria-hidden="true" />
          <span className="menu-row__label">{t('agent.entry')}</span>
        </button>
      ) : null}
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
