import { useId, useState } from 'react';
import { NOTIFICATION_MS, type TwoFactorEnrolValue } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { checkedInOrder } from '@/lib/checked-form';
import { useTranslation } from '@/lib/use-translation';
import { twoFactorEnrolRequest, useConfirmTwoFactor, useDisableTwoFactor } from '../api/security';
import { useOneLineForm } from '../hooks/use-one-line-form';
import { Section } from './section';
import { CodeEntry } from './code-entry';

interface Props {
  on: boolean;
  recoveryCodesLeft: number;
  onChanged: () => void;
}

// Six digits are required by the disabled button; the server checks the code itself.
const codeSchema = checkedInOrder(['code'], []);
const SHOWS_REFUSAL = { mutationConfig: { meta: { showsRefusal: true } } };

/** Optional TOTP sign-in: enrol by QR, confirm with a code, recovery codes shown once. */
export const TwoFactorSection = ({ on, recoveryCodesLeft, onChanged }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolValue | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // Every step shares the one message line and the one-at-a-time guard.
  const { form, values, busy, edit, error, attempt } = useOneLineForm(codeSchema, { code: '' });
  const confirm = useConfirmTwoFactor(SHOWS_REFUSAL);
  const disable = useDisableTwoFactor(SHOWS_REFUSAL);
  const code = values.code;

  const start = attempt(async () => setEnrolment(await twoFactorEnrolRequest()));
  const onConfirm = attempt(async (v) => {
    const { recoveryCodes: codes } = await confirm.mutateAsync({ code: v.code.trim() });
    setRecoveryCodes(codes);
    setEnrolment(null);
    form.setValue('code', '');
    showToast('success', t('account.security.two_factor_enabled'), NOTIFICATION_MS);
  });
  const onDisable = attempt(async (v) => {
    await disable.mutateAsync({ code: v.code.trim() });
    form.setValue('code', '');
    showToast('success', t('account.security.two_factor_disabled'), NOTIFICATION_MS);
    onChanged();
  });

  const codeField = (testId: string, submitLabel: string) => (
    <CodeEntry
      id={`${id}-code`}
      value={code}
      maxLength={6}
      onChange={(typed) => edit('code', typed)}
      submitLabel={submitLabel}
      submitDisabled={busy || code.trim().length !== 6}
      error={error}
      testId={testId}
    />
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
            onClick={(e) => void start(e)}
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
        <form className="account-form" noValidate onSubmit={(e) => void onConfirm(e)}>
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
        <form className="account-form" noValidate onSubmit={(e) => void onDisable(e)}>
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
