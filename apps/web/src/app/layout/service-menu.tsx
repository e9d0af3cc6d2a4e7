import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import CircleHelp from 'lucide-react/icons/circle-help';
import Headphones from 'lucide-react/icons/headphones';
import Mail from 'lucide-react/icons/mail';
import Megaphone from 'lucide-react/icons/megaphone';
import MessagesSquare from 'lucide-react/icons/messages-square';
import { decodeServiceLink } from '@lotto/contract';
import { paths } from '@/config/paths';
import { hasWhitelabelFlag, useSettings } from '@/lib/settings';
import { launchChat } from '@/api/launch-chat';
import { useMemberInfo } from '@/api/member-info';
import { showToast } from '@/components/ui/toast-store';
import { offersLiveChat } from '@/lib/live-chat';

interface ExternalRowProps {
  href: string;
  Icon: typeof Headphones;
  label: string;
  onClick: () => void;
}

/** A row that opens one of the merchant's own pages (online service, help) in a new tab. */
const ExternalRow = ({ href, Icon, label, onClick }: ExternalRowProps) => (
  <li>
    <a className="menu-row" href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      <Icon className="menu-row__icon" size={22} aria-hidden="true" />
      <span className="menu-row__label">{label}</span>
    </a>
  </li>
);

interface ServiceMenuProps {
  /** Member info (for live chat and the unread dot) is asked only while the menu shows. */
  active: boolean;
  /** After an entry is chosen (the popup closes). */
  onDone: () => void;
}

/** §2.12 the customer service entries: the popup's and the /m/service page's. */
export const ServiceMenu = ({ active, onDone }: ServiceMenuProps) => {
  const { t } = useTranslation();
  const settings = useSettings();
  const first = settings?.customerService[0];
  const onlineUrl = first ? decodeServiceLink(first.path) : null;
  const helpUrl = settings?.paths.help;
  const infoQuery = useMemberInfo(active);
  const info = infoQuery.data;
  const { refetch } = infoQuery;
  // Asked again on each opening (even within the app's 2 s no-refetch window), so the unread dot
  // follows a message read a moment ago.
  useEffect(() => {
    if (active) void refetch();
  }, [active, refetch]);
  const chat = offersLiveChat(hasWhitelabelFlag(settings, 'CBS3'), info);
  const openChat = () => {
    // Opened inside the tap, so no popup blocker stops it; the address follows the call.
    const tab = window.open('', '_blank');
    onDone();
    launchChat().then(
      (url) => {
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      },
      () => {
        tab?.close();
        showToast('error', t('service.chat_failed'));
      },
    );
  };

  return (
    <ul className="menu-list">
      {onlineUrl ? (
        <ExternalRow
          href={onlineUrl}
          Icon={Headphones}
          label={t('service.online')}
          onClick={onDone}
        />
      ) : null}
      <li>
        <Link className="menu-row" to={paths.webEmail} onClick={onDone}>
          <Mail className="menu-row__icon" size={22} aria-hidden="true" />
          <span className="menu-row__label">{t('service.messages')}</span>
          {(info?.unreadCount ?? 0) > 0 ? (
            <span
              className="unread-dot"
              role="img"
              aria-label={t('service.unread', { count: info?.unreadCount ?? 0 })}
              data-testid="service-unread-dot"
            />
          ) : null}
        </Link>
      </li>
      <li>
        <Link className="menu-row" to={paths.notice} onClick={onDone}>
          <Megaphone className="menu-row__icon" size={22} aria-hidden="true" />
          <span className="menu-row__label">{t('service.announcements')}</span>
        </Link>
      </li>
      {chat ? (
        <li>
          <button type="button" className="menu-row" onClick={openChat} data-testid="live-chat">
            <MessagesSquare className="menu-row__icon" size={22} aria-hidden="true" />
            <span className="menu-row__label">{t('service.live_chat')}</span>
          </button>
        </li>
      ) : null}
      {helpUrl ? (
        <ExternalRow href={helpUrl} Icon={CircleHelp} label={t('service.help')} onClick={onDone} />
      ) : null}
    </ul>
  );
};
