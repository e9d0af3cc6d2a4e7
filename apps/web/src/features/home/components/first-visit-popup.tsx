import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Gift from 'lucide-react/icons/gift';
import Wallet from 'lucide-react/icons/wallet';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import {
  readFirstVisitClosed,
  readInitialPopupOn,
  recordFirstVisitClosed,
  showsFirstVisitPopup,
} from '../utils/first-visit';

const pictures = [
  { id: 'novice', to: paths.noviceTask, Icon: Gift, key: 'home.first_visit_novice' },
  { id: 'sign-in', to: paths.signIn, Icon: CalendarCheck, key: 'home.first_visit_sign_in' },
  { id: 'deposit', to: paths.deposit, Icon: Wallet, key: 'home.first_visit_deposit' },
] as const;

/** §2.3 the first-visit popup: novice task, sign-in and deposit; shown once (a local flag). */
export const FirstVisitPopup = ({ zeroBalance }: { zeroBalance: boolean | undefined }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const session = useSession();
  const [closed, setClosed] = useState(readFirstVisitClosed);
  const open = showsFirstVisitPopup({
    closedBefore: closed,
    loggedIn: session !== null,
    initialPopupOn: readInitialPopupOn(),
    zeroBalance,
  });
  if (!open) return null;
  const close = () => {
    recordFirstVisitClosed();
    setClosed(true);
  };
  return (
    <Dialog open onClose={close} labelledBy={titleId} testId="first-visit-popup">
      <DialogHeader
        titleId={titleId}
        title={t('home.first_visit_title')}
        onClose={close}
        className="popup-head"
        closeTestId="first-visit-close"
      />
      <ul className="first-visit">
        {pictures.map(({ id, to, Icon, key }) => (
          <li key={id}>
            <Link
              className={`first-visit__card first-visit__card--${id}`}
              to={session ? to : paths.register}
              onClick={close}
            >
              <Icon size={34} aria-hidden="true" />
              <span>{t(key)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Dialog>
  );
};
