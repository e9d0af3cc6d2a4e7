import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import CircleHelp from 'lucide-react/icons/circle-help';
import Headphones from 'lucide-react/icons/headphones';
import Mail from 'lucide-react/icons/mail';
import Megaphone from 'lucide-react/icons/megaphone';
import { decodeServiceLink } from '@lotto/contract';
import { paths } from '@/config/paths';
import { useSettings } from '@/lib/settings';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';

interface ServicePopupProps {
  open: boolean;
  onClose: () => void;
}

/**
 * §2.12 customer service popup. Live chat (CBS3, member type and labels) arrives with the messages
 * issue, which brings the chat launch call and member info it depends on.
 */
export const ServicePopup = ({ open, onClose }: ServicePopupProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const settings = useSettings();
  const first = settings?.customerService[0];
  const onlineUrl = first ? decodeServiceLink(first.path) : null;
  const helpUrl = settings?.paths.help;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      variant="sheet"
      testId="service-popup"
    >
      <DialogHeader titleId={titleId} title={t('service.title')} onClose={onClose} />
      <ul className="menu-list">
        {onlineUrl ? (
          <li>
            <a
              className="menu-row"
              href={onlineUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClose}
            >
              <Headphones className="menu-row__icon" size={22} aria-hidden="true" />
              <span className="menu-row__label">{t('service.online')}</span>
            </a>
          </li>
        ) : null}
        <li>
          <Link className="menu-row" to={paths.webEmail} onClick={onClose}>
            <Mail className="menu-row__icon" size={22} aria-hidden="true" />
            <span className="menu-row__label">{t('service.messages')}</span>
          </Link>
        </li>
        <li>
          <Link className="menu-row" to={paths.notice} onClick={onClose}>
            <Megaphone className="menu-row__icon" size={22} aria-hidden="true" />
            <span className="menu-row__label">{t('service.announcements')}</span>
          </Link>
        </li>
        {helpUrl ? (
          <li>
            <a
              className="menu-row"
              href={helpUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClose}
            >
              <CircleHelp className="menu-row__icon" size={22} aria-hidden="true" />
              <span className="menu-row__label">{t('service.help')}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </Dialog>
  );
};
