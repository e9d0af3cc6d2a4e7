import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { useSettings } from '@/lib/settings';
import { closeRegister, markRegisterSuccess, useRegisterModal } from '@/lib/register-modal-store';
import { RegisterFlow } from './register-flow';
import { RegisterSuccess } from './register-success';
import './auth.css';

/**
 * §2.5 the register modal: the page's form in a sheet over the page the player is on. It mounts
 * only while `showRegister` is on, so each opening fetches a fresh captcha; after registering,
 * `registerSuccess` swaps it for the success screen and the initial popup (§4).
 */
export const RegisterModal = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const register = useSettings()?.register;
  const { showRegister, registerSuccess } = useRegisterModal();
  const [userName, setUserName] = useState('');
  if (!showRegister || !register) return null;

  if (registerSuccess) {
    return (
      <RegisterSuccess
        userName={userName}
        onClose={(toActivity) => {
          closeRegister();
          if (toActivity) void navigate(paths.activity);
        }}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={closeRegister}
      labelledBy={titleId}
      variant="sheet"
      testId="register-modal"
    >
      <DialogHeader
        titleId={titleId}
        title={t('title.register')}
        onClose={closeRegister}
        closeTestId="register-modal-close"
      />
      <div className="register-modal__body">
        <RegisterFlow
          register={register}
          onRegistered={(value) => {
            setUserName(value.userName);
            markRegisterSuccess();
          }}
        />
        <p className="auth-switch">
          {t('register.have_account')}{' '}
          <Link
            className="text-link"
            to={paths.login}
            onClick={closeRegister}
            data-testid="register-modal-login"
          >
            {t('auth.login')}
          </Link>
        </p>
      </div>
    </Dialog>
  );
};
