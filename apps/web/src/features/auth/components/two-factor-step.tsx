import { useId, useState } from 'react';
import { showToast } from '@/components/ui/toast-store';
import { checkedInOrder, useCheckedForm } from '@/lib/checked-form';
import { activeLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useLoginTwoFactor } from '../api/login';
import { useFinishLogin } from '../hooks/use-finish-login';
import { apiErrorText } from '../utils/error-text';
import { setPendingTwoFactor, type PendingTwoFactor } from '../utils/two-factor-pending';
import { SubmitButton } from '@/components/ui/submit-button';
// Loaded only when a login asks for the second step: the login page's first view stays as it was.
import '../messages';
import { asciiDigits } from '@/lib/digits';

// The server checks the code (six digits, or a recovery code) and says what is wrong.
const codeSchema = checkedInOrder(['value'], []);

/** After the password (or SMS code), the authenticator's code or a recovery code. */
export const TwoFactorStep = ({ pending }: { pending: PendingTwoFactor }) => {
  const { t } = useTranslation();
  const id = useId();
  const finish = useFinishLogin();
  const [recovery, setRecovery] = useState(false);
  const {
    form,
    values,
    edit,
    pending: submitting,
    submit,
    errorOf,
    showAt,
  } = useCheckedForm(codeSchema, { value: '' }, { clearOnEdit: false });
  const login = useLoginTwoFactor({
    mutationConfig: {
      meta: { showsRefusal: true },
      onSuccess: (session) => finish.succeed(session, pending.remembered),
    },
  });
  const value = values.value;
  const error = errorOf('root') ?? null;

  const onSubmit = submit(async (v) => {
    try {
      await login.mutateAsync({
        challenge: pending.challenge.challenge,
        ...(recovery ? { recoveryCode: v.value.trim() } : { code: v.value.trim() }),
      });
    } catch (err) {
      const text = await apiErrorText(err, activeLanguage(), t('error.unknown'));
      showAt('root', text);
      showToast('error', text);
    }
  });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-testid="login-two-factor-form"
    >
      <h2 className="auth-page__subtitle">{t('two_factor.title')}</h2>
      <p className="auth-form__hint">
        {t(recovery ? 'two_factor.hint_recovery' : 'two_factor.hint')}
      </p>
      <div className={`field ${error ? 'field--error' : ''}`}>
        <label className="field__label" htmlFor={id}>
          {t(recovery ? 'two_factor.recovery_code' : 'two_factor.code')}
        </label>
        <div className="field__control">
          <input
            id={id}
            className="field__input"
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            maxLength={recovery ? 11 : 6}
            value={value}
            onChange={(e) =>
              edit('value', recovery ? e.currentTarget.value : asciiDigits(e.currentTarget.value))
            }
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid="login-two-factor-code"
          />
        </div>
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={submitting} testId="login-two-factor-submit">
        {t('two_factor.submit')}
      </SubmitButton>
      <div className="auth-form__row">
        <button
          type="button"
          className="text-link"
          onClick={() => {
            setRecovery(!recovery);
            form.reset({ value: '' });
          }}
          data-testid="login-two-factor-switch"
        >
          {t(recovery ? 'two_factor.use_code' : 'two_factor.use_recovery')}
        </button>
        <button type="button" className="text-link" onClick={() => setPendingTwoFactor(null)}>
          {t('two_factor.cancel')}
        </button>
      </div>
    </form>
  );
};
