import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BankCardsValue } from '@lotto/contract';
import { SubmitButton } from '@/components/ui/submit-button';
import { showToast } from '@/components/ui/toast-store';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useTranslation } from '@/lib/use-translation';
import {
  addBankCard,
  removeBankCard,
  setDefaultBankCard,
  setPayeeName,
  setPaymentPassword,
  useBankList,
  withdrawKeys,
} from '../api/withdraw';
import { refusal } from '../utils/api-error';
import { newIdempotencyKey } from '../utils/amount';
import { TextInput } from './text-input';

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
};

/** §5 payee real name, set once. */
export const PayeeNameForm = () => {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const { pending, guard } = useSingleSubmit();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const submit = guard(async () => {
    try {
      await setPayeeName(name.trim());
      showToast('success', t('money.saved'));
      await refresh();
    } catch (err) {
      const r = refusal(err, t('money.error_unknown'));
      setError(r.fields.payeeName ? t('money.payee_name_format') : r.message);
    }
  });
  return (
    <form className="card money-form" noValidate onSubmit={(e) => void submit(e)}>
      <TextInput
        label={t('money.payee_name')}
        hint={t('money.payee_name_hint')}
        value={name}
        onChange={(v) => {
          setName(v);
          setError(undefined);
        }}
        maxLength={80}
        autoComplete="name"
        error={error}
        testId="payee-name-input"
      />
      <SubmitButton pending={pending} testId="payee-name-submit">
        {t('money.payee_name_save')}
      </SubmitButton>
    </form>
  );
};

/** The payment password: 6 digits, confirmed by the login password, never equal to it. */
export const PaymentPasswordForm = () => {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const { pending, guard } = useSingleSubmit();
  const [values, setValues] = useState({
    password: '',
    paymentPassword: '',
    confirmPaymentPassword: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof values) => (v: string) => {
    setValues((s) => ({ ...s, [k]: v }));
    setErrors({});
  };
  const submit = guard(async () => {
    if (!/^\d{6}$/.test(values.paymentPassword)) {
      setErrors({ paymentPassword: t('money.payment_password_format') });
      return;
    }
    if (values.confirmPaymentPassword !== values.paymentPassword) {
      setErrors({ confirmPaymentPassword: t('money.payment_password_mismatch') });
      return;
    }
    try {
      await setPaymentPassword(values);
      showToast('success', t('money.saved'));
      await refresh();
    } catch (err) {
      const r = refusal(err, t('money.error_unknown'));
      const field = Object.keys(r.fields)[0] ?? 'password';
      setErrors({ [field]: r.message });
    }
  });
  return (
    <form className="card money-form" noValidate onSubmit={(e) => void submit(e)}>
      <h2 className="money-heading">{t('money.payment_password_set')}</h2>
      <TextInput
        label={t('money.login_password')}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        testId="login-password-input"
      />
      <TextInput
        label={t('money.payment_password')}
        hint={t('money.payment_password_hint')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        value={values.paymentPassword}
        onChange={set('paymentPassword')}
        error={errors.paymentPassword}
        testId="payment-password-new"
      />
      <TextInput
        label={t('money.payment_password_confirm')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        value={values.confirmPaymentPassword}
        onChange={set('confirmPaymentPassword')}
        error={errors.confirmPaymentPassword}
        testId="payment-password-confirm"
      />
      <SubmitButton pending={pending} testId="payment-password-submit">
        {t('money.payment_password_set')}
      </SubmitButton>
    </form>
  );
};

/** The member's bank accounts: add (checked per bank and against the payee name), remove, default. */
export const BankCardsCard = ({ value }: { value: BankCardsValue }) => {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const { pending, guard, run: once } = useSingleSubmit();
  const banks = useBankList().data ?? [];
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bank = banks.find((b) => b.code === bankCode);
  // One key per card the member means to add: a new one once the form changes or the card is in.
  const [key, setKey] = useState(newIdempotencyKey);
  const edited = () => {
    setErrors({});
    setKey(newIdempotencyKey());
  };

  const submit = guard(async () => {
    if (!bank) {
      setErrors({ bankCode: t('money.bank_choose') });
      return;
    }
    if (!/^\d+$/.test(accountNumber)) {
      setErrors({ accountNumber: t('money.account_number_format') });
      return;
    }
    if (!bank.accountLengths.includes(accountNumber.length)) {
      setErrors({
        accountNumber: t('money.account_number_length', {
          bank: bank.name,
          lengths: bank.accountLengths.join(' / '),
        }),
      });
      return;
    }
    try {
      await addBankCard({ bankCode, accountNumber, holderName: value.payeeName ?? '' }, key);
      setAccountNumber('');
      setErrors({});
      setKey(newIdempotencyKey());
      showToast('success', t('money.saved'));
      await refresh();
    } catch (err) {
      const r = refusal(err, t('money.error_unknown'));
      const field = Object.keys(r.fields)[0] ?? 'accountNumber';
      setErrors({ [field]: r.message });
    }
  });
  const act = (run: () => Promise<unknown>) =>
    once(async () => {
      try {
        await run();
        await refresh();
      } catch (err) {
        showToast('error', refusal(err, t('money.error_unknown')).message);
      }
    });

  return (
    <section className="card money-cards" aria-labelledby="money-cards-heading">
      <h2 id="money-cards-heading" className="money-heading">
        {t('money.bank_cards')}
      </h2>
      {value.cards.length === 0 ? <p className="money-field__hint">{t('money.no_cards')}</p> : null}
      <ul className="money-card-list">
        {value.cards.map((c) => (
          <li key={c.id} className="money-card-item" data-testid="bank-card">
            <span className="money-card-item__name">
              {c.bankName} {c.accountNumberMasked}
              {c.isDefault ? <span className="money-badge">{t('money.default')}</span> : null}
            </span>
            <span className="money-card-item__actions">
              {!c.isDefault ? (
                <button
                  type="button"
                  className="pill-button pill-button--ghost"
                  onClick={() => void act(() => setDefaultBankCard(c.id))}
                >
                  {t('money.make_default')}
                </button>
              ) : null}
              <button
                type="button"
                className="pill-button pill-button--ghost"
                aria-label={t('money.remove_card_label', {
                  bank: c.bankName,
                  account: c.accountNumberMasked,
                })}
                onClick={() => void act(() => removeBankCard(c.id))}
              >
                {t('money.remove_card')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <form className="money-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="money-field">
          <label htmlFor="money-bank" className="money-field__label">
            {t('money.bank')}
          </label>
          <select
            id="money-bank"
            className="money-field__input"
            value={bankCode}
            onChange={(e) => {
              setBankCode(e.target.value);
              edited();
            }}
            aria-invalid={errors.bankCode ? true : undefined}
            data-testid="bank-select"
          >
            <option value="">{t('money.bank_choose')}</option>
            {banks.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
          {errors.bankCode ? (
            <p className="money-field__error" role="alert">
              {errors.bankCode}
            </p>
          ) : null}
        </div>
        <TextInput
          label={t('money.account_number')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={accountNumber}
          onChange={(v) => {
            setAccountNumber(v.replace(/[\s-]/g, ''));
            edited();
          }}
          error={errors.accountNumber}
          testId="account-number-input"
        />
        <TextInput
          label={t('money.holder_name')}
          value={value.payeeName ?? ''}
          onChange={() => undefined}
          readOnly
          error={errors.holderName}
          testId="holder-name"
        />
        <SubmitButton
          pending={pending}
          testId="add-card-submit"
          className="button button--ghost button--block"
        >
          {t('money.add_card')}
        </SubmitButton>
      </form>
    </section>
  );
};
