import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { loginReturningTo } from '@/lib/login-return';
import { useNavigate } from '@/lib/router';
import { dismissSessionEnded } from '@/lib/session-ended';
import type { EndedSession } from '@/lib/session-ended';
import { useTranslation } from '@/lib/use-translation';

/** §8 "account logged out, log in again", with a login that comes back to the page. */
export const SessionEndedDialog = ({ ended }: { ended: EndedSession }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const logIn = () => {
    dismissSessionEnded();
    void navigate(loginReturningTo(ended.returnTo));
  };
  return (
    <Dialog
      open
      onClose={dismissSessionEnded}
      labelledBy={titleId}
      role="alertdialog"
      testId="session-ended-dialog"
    >
      <h2 id={titleId} className="dialog__title">
        {t('session_ended.title')}
      </h2>
      <p className="dialog__text" data-testid="session-ended-text">
        {ended.message ?? t('session_ended.text')}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={dismissSessionEnded}>
          {t('common.close')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={logIn}
          data-testid="session-ended-login"
        >
          {t('auth.login')}
        </button>
      </div>
    </Dialog>
  );
};
