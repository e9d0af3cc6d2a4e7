import { ActionButton } from '@/components/ui/action-button';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { loginReturningTo } from '@/lib/login-return';
import { useNavigate } from '@/lib/router';
import { dismissSessionEnded } from '@/lib/session-ended';
import type { EndedSession } from '@/lib/session-ended';
import { useTranslation } from '@/lib/use-translation';

/** §8 "account logged out, log in again", with a login that comes back to the page. */
export const SessionEndedDialog = ({ ended }: { ended: EndedSession }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logIn = () => {
    dismissSessionEnded();
    void navigate(loginReturningTo(ended.returnTo));
  };
  return (
    <AlertDialog
      title={t('session_ended.title')}
      onClose={dismissSessionEnded}
      testId="session-ended-dialog"
      closeLabel={t('common.close')}
      actions={
        <ActionButton kind="primary" onClick={logIn} testId="session-ended-login">
          {t('auth.login')}
        </ActionButton>
      }
    >
      <p className="dialog__text" data-testid="session-ended-text">
        {ended.message ?? t('session_ended.text')}
      </p>
    </AlertDialog>
  );
};
