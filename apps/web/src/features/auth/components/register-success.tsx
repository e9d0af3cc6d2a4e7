import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import CircleCheck from 'lucide-react/icons/circle-check';
import Gift from 'lucide-react/icons/gift';
import { Dialog } from '@/components/ui/dialog';

interface RegisterSuccessProps {
  userName: string;
  /** §4: a truthy close value sends the new member to /m/activity. */
  onClose: (toActivity: boolean) => void;
}

/** §2.5 the register success screen, then the initial popup (§4). */
export const RegisterSuccess = ({ userName, onClose }: RegisterSuccessProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const [step, setStep] = useState<'success' | 'popup'>('success');
  if (step === 'success') {
    return (
      <Dialog open onClose={() => setStep('popup')} labelledBy={titleId} testId="register-success">
        <div className="auth-result">
          <CircleCheck className="auth-result__icon" size={56} aria-hidden="true" />
          <h2 id={titleId} className="dialog__title">
            {t('register.success_title')}
          </h2>
          <p className="dialog__text">{t('register.success_text', { name: userName })}</p>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => setStep('popup')}
            data-testid="register-success-continue"
          >
            {t('register.continue')}
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={() => onClose(false)} labelledBy={titleId} testId="register-popup">
      <div className="auth-result">
        <Gift className="auth-result__icon" size={56} aria-hidden="true" />
        <h2 id={titleId} className="dialog__title">
          {t('register.popup_title')}
        </h2>
        <p className="dialog__text">{t('register.popup_text')}</p>
        <div className="dialog__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onClose(false)}
            data-testid="register-popup-later"
          >
            {t('register.popup_later')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => onClose(true)}
            data-testid="register-popup-activity"
          >
            {t('register.popup_activity')}
          </button>
        </div>
      </div>
    </Dialog>
  );
};
