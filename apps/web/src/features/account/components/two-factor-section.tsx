import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { NOTIFICATION_MS, type TwoFactorEnrolValue } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { useTranslation } from '@/lib/use-translation';
import {
  twoFactorConfirmRequest,
  twoFactorDisableRequest,
  twoFactorEnrolRequest,
} from '../api/security';
import { errorMessageOf } from '../utils/error-message';
import { Section } from './section';
import { asciiDigits } from '@/lib/digits';
import { useSingleSubmit } from '@/lib/use-single-submit';

interface Props {
  on: boolean;
  recoveryCodesLeft: number;
  onChanged: () => void;
}

/** Optional TOTP sign-in: enrol by QR, confirm with a code, recovery codes shown once. */
export const TwoFactorSection = ({ on, recoveryCodesLeft, onChanged }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolValue | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const { pending: busy, run: once } = useSingleSubmit();
  const [error, setError] = useState<string | null>(null);

  const run = (action: () => Promise<void>) =>
    once(async () => {
      setError(null);
      try {
        await action();
      } catch (err) {
        setError(errorMessageOf(err, t('account.security.error')));
      }
    });

  const start = () => void run(async () => setEnrolment(await twoFactorEnrolRequest()));
  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const { recoveryCodes: codes } = await twoFactorConfirmRequest({ code: code.trim() });
      setRecoveryCodes(codes);
      setEnrolment(null);
      setCode('');
      showToast('success', t('account.security.two_factor_enabled'), NOTIFICATION_MS);
    });
  };
  const onDisable = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await twoFactorDisableRequest({ code: code.trim() });
      setCode('');
      showToast('success', t('account.security.two_factor_disabled'), NOTIFICATION_MS);
      onChanged();
    });
  };

  const codeField = (testId: string, submitLabel: string) => (
    <>
      <label className="account-label" htmlFor={`${id}-code`}>
        {t('account.security.code')}
      </label>
      <div className="account-form__row">
        <input
          id={`${id}-code`}
          className="account-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(asciiDigits(e.currentTarget.value))}
          data-testid={`${testId}-code`}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || code.trim().length !== 6}
          data-testid={`${testId}-submit`}
        >
          {submitLabel}
        </button>
      </div>
      {error ? (
        <p className="account-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );

  if (recoveryCodes)
    return (
      <Section title={t('account.security.two_factor')} testId="security-two-factor">
        <p>{t('account.security.two_factor_codes')}</p>
        <ul className="account-codes" data-testid="security-recovery-codes">
          {recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setRecoveryCodes(null);
            onChanged();
          }}
          data-testid="security-recovery-done"
        >
          {t('account.security.two_factor_done')}
        </button>
      </Section>
    );

  return (
    <Section
      title={t('account.security.two_factor')}
      testId="security-two-factor"
      action={
        !on && !enrolment ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={start}
            data-testid="security-two-factor-start"
          >
            {t('account.security.two_factor_start')}
          </button>
        ) : null
      }
    >
      <p className="account-muted" data-testid="security-two-factor-state">
        {on
          ? t('account.security.two_factor_on', { left: recoveryCodesLeft })
          : t('account.security.two_factor_off')}
      </p>
      {enrolment ? (
        <form className="account-form" noValidate onSubmit={onConfirm}>
          <p>{t('account.security.two_factor_scan')}</p>
          <img
            className="account-qr"
            src={enrolment.qrCode}
            alt={t('account.security.two_factor_qr')}
            width={200}
            height={200}
          />
          <p className="account-muted">
            {t('account.security.two_factor_key')}:{' '}
            <span className="account-secret" data-testid="security-two-factor-secret">
              {enrolment.secret}
            </span>
          </p>
          {codeField('security-two-factor-confirm', t('account.security.two_factor_confirm'))}
        </form>
      ) : null}
      {on ? (
        <form className="account-form" noValidate onSubmit={onDisable}>
          {codeField('security-two-factor-disable', t('account.security.two_factor_disable'))}
        </form>
      ) : null}
      {!on && !enrolment && error ? (
        <p className="account-error" role="alert">
          {error}
        </p>
      ) : null}
    </Section>
  );
};
