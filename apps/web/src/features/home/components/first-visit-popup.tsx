import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Gift from 'lucide-react/icons/gift';
import Wallet from 'lucide-react/icons/wallet';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';
import { useSettings } from '@/lib/settings';
import { TitledDialog } from '@/components/ui/titled-dialog';
import {
  initialPopupOn,
  readFirstVisitClosed,
  recordFirstVisitClosed,
  showsFirstVisitPopup,
} from '../utils/first-visit';

const pictures = [
  {
    id: 'novice',
    setting: 'novice',
    to: paths.noviceTask,
    Icon: Gift,
    key: 'home.first_visit_novice',
  },
  {
    id: 'sign-in',
    setting: 'signIn',
    to: paths.signIn,
    Icon: CalendarCheck,
    key: 'home.first_visit_sign_in',
  },
  {
    id: 'deposit',
    setting: 'deposit',
    to: paths.deposit,
    Icon: Wallet,
    key: 'home.first_visit_deposit',
  },
] as const;

/**
 * §2.3 the first-visit popup: novice task, sign-in and deposit (the merchant's pictures, else the
 * app's icons); shown once (a local flag), to members only when the merchant's initial-popup
 * status is on and their balance is zero.
 */
export const FirstVisitPopup = ({ zeroBalance }: { zeroBalance: boolean | undefined }) => {
  const { t } = useTranslation();
  const session = useSession();
  const settings = useSettings();
  const [closed, setClosed] = useState(readFirstVisitClosed);
  const open = showsFirstVisitPopup({
    closedBefore: closed,
    loggedIn: session !== null,
    initialPopupOn: initialPopupOn(settings),
    zeroBalance,
  });
  if (!open) return null;
  const close = () => {
    recordFirstVisitClosed();
    setClosed(true);
  };
  return (
    <TitledDialog
      title={t('home.first_visit_title')}
      onClose={close}
      testId="first-visit-popup"
      headerClassName="popup-head"
      closeTestId="first-visit-close"
    >
      <ul className="first-visit">
        {pictures.map(({ id, setting, to, Icon, key }) => {
          const imageUrl = settings?.firstVisitPopup.pictures[setting].imageUrl;
          return (
            <li key={id}>
              <Link
                className={`first-visit__card first-visit__card--${id}`}
                to={session ? to : paths.register}
                onClick={close}
                data-testid={`first-visit-${id}`}
              >
                {imageUrl ? (
                  <img className="first-visit__image" src={imageUrl} alt="" />
                ) : (
                  <Icon size={34} aria-hidden="true" />
                )}
                <span>{t(key)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </TitledDialog>
  );
};
