import { isValidPayeeName, type BankCardsValue } from '@lotto/contract';
import { SubmitButton } from '@/components/ui/submit-button';
import { showToast } from '@/components/ui/toast-store';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useTranslation } from '@/lib/use-translation';
import {
  useAddBankCard,
  useBankList,
  useRemoveBankCard,
  useSetDefaultBankCard,
  useSetPayeeName,
  useSetPaymentPassword,
} from '../api/withdraw';
import { checkedInOrder } from '@/lib/checked-form';
import { useMoneyForm } from '../hooks/use-money-form';
import { PAYMENT_PASSWORD } from '../utils/amount';
import { refusal } from '../utils/api-error';
import { TextInput } from './text-input';

/** The set-up forms answer in their fields; they show the refusal there themselves. */
const SHOWS_REFUSAL = { showsRefusal: true };

/** §5 payee real name, set once. */
export const PayeeNameForm = () => {
  const { t } = useTranslation();
  const { pending, submit, showAt, field } = useMoneyForm(
    checkedInOrder(
      ['payeeName'],
      // The contract's own rule for the name (length, letters), worded as the server's refusal is.
      [['payeeName', (v) => (isValidPayeeName(v.payeeName) ? null : t('money.payee_name_format'))]],
    ),
    { payeeName: '' },
  );
  const save = useSetPayeeName({
    mutationConfig: {
      meta: SHOWS_REFUSAL,
      onSuccess: () => showToast('success', t('money.saved')),
      onError: (err) => {
        const r = refusal(err, t('money.error_unknown'));
        showAt('payeeName', r.fields.payeeName ? t('money.payee_name_format') : r.message);
      },
    },
  });
  const onSubmit = submit(async ({ payeeName }) => {
    await save.mutateAsync({ payeeName: payeeName.trim() }).catch(() => undefined);
  });
  return (
    <form className="card money-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextInput
        label={t('money.payee_name')}
        hint={t('money.payee_name_hint')}
        {...field('payeeName', false)}
        maxLength={80}
        autoComplete="name"
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
  const { pending, submit, showAt, field } = useMoneyForm(
    checkedInOrder(
      ['password', 'paymentPassword', 'confirmPaymentPassword'],
      [
        [
          'paymentPassword',
          (v) =>
            PAYMENT_PASSWORD.test(v.paymentPassword) ? null : t('money.payment_password_format'),
        ],
        [
          'confirmPaymentPassword',
          (v) =>
            v.confirmPaymentPassword === v.paymentPassword
              ? null
              : t('money.payment_password_mismatch'),
        ],
      ],
    ),
    { password: '', paymentPassword: '', confirmPaymentPassword: '' },
  );
  const save = useSetPaymentPassword({
    mutationConfig: {
      meta: SHOWS_REFUSAL,
      onSuccess: () => showToast('success', t('money.saved')),
      onError: (err) => {
        const r = refusal(err, t('money.error_unknown'));
        showAt(Object.keys(r.fields)[0] ?? 'password', r.message);
      },
    },
  });
  const onSubmit = submit(async (body) => {
    await save.mutateAsync(body).catch(() => undefined);
  });
  return (
    <form className="card money-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <h2 className="money-heading">{t('money.payment_password_set')}</h2>
      <TextInput
        label={t('money.login_password')}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        {...field('password', false)}
        testId="login-password-input"
      />
      <TextInput
        label={t('money.payment_password')}
        hint={t('money.payment_password_hint')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        {...field('paymentPassword', false)}
        testId="payment-password-new"
      />
      <TextInput
        label={t('money.payment_password_confirm')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        {...field('confirmPaymentPassword', false)}
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
  const { run: once } = useSingleSubmit();
  const banks = useBankList().data ?? [];
  const bankOf = (code: string) => banks.find((b) => b.code === code);
  // One key per card the member means to add: a new one once the form changes or the card is in.
  const { form, values, key, pending, edit, submit, errorOf, showAt } = useMoneyForm(
    checkedInOrder(
      ['bankCode', 'accountNumber'],
      [
        ['bankCode', (v) => (bankOf(v.bankCode) ? null : t('money.bank_choose'))],
        [
          'accountNumber',
          (v) => (/^\d+$/.test(v.accountNumber) ? null : t('money.account_number_format')),
        ],
        [
          'accountNumber',
          (v) => {
            const bank = bankOf(v.bankCode);
            return !bank || bank.accountLengths.includes(v.accountNumber.length)
              ? null
              : t('money.account_number_length', {
                  bank: bank.name,
                  lengths: bank.accountLengths.join(' / '),
                });
          },
        ],
      ],
    ),
    { bankCode: '', accountNumber: '' },
  );
  const add = useAddBankCard({
    mutationConfig: {
      meta: SHOWS_REFUSAL,
      onSuccess: () => {
        form.setValue('accountNumber', '');
        form.clearErrors();
        key.renew();
        showToast('success', t('money.saved'));
      },
      onError: (err) => {
        const r = refusal(err, t('money.error_unknown'));
        showAt(Object.keys(r.fields)[0] ?? 'accountNumber', r.message);
      },
    },
  });
  const onSubmit = submit(async ({ bankCode, accountNumber }) => {
    await add
      .mutateAsync({
        card: { bankCode, accountNumber, holderName: value.payeeName ?? '' },
        key: key.current(),
      })
      .catch(() => undefined);
  });
  const acted = {
    mutationConfig: {
      meta: SHOWS_REFUSAL,
      onError: (err: Error) => showToast('error', refusal(err, t('money.error_unknown')).message),
    },
  };
  const remove = useRemoveBankCard(acted);
  const makeDefault = useSetDefaultBankCard(acted);
  const act = (mutation: typeof remove, id: number) =>
    once(() => mutation.mutateAsync(id).catch(() => undefined));

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
                  onClick={() => void act(makeDefault, c.id)}
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
                onClick={() => void act(remove, c.id)}
              >
                {t('money.remove_card')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <form className="money-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="money-field">
          <label htmlFor="money-bank" className="field-label">
            {t('money.bank')}
          </label>
          <select
            id="money-bank"
            className="field-input money-field__input"
            value={values.bankCode}
            onChange={(e) => edit('bankCode', e.target.value)}
            aria-invalid={errorOf('bankCode') ? true : undefined}
            data-testid="bank-select"
          >
            <option value="">{t('money.bank_choose')}</option>
            {banks.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
          {errorOf('bankCode') ? (
            <p className="money-field__error" role="alert">
              {errorOf('bankCode')}
            </p>
          ) : null}
        </div>
        <TextInput
          label={t('money.account_number')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={values.accountNumber}
          onChange={(v) => edit('accountNumber', v.replace(/[\s-]/g, ''))}
          error={errorOf('accountNumber')}
          testId="account-number-input"
        />
        <TextInput
          label={t('money.holder_name')}
          value={value.payeeName ?? ''}
          onChange={() => undefined}
          readOnly
          error={errorOf('holderName')}
          testId="holder-name"
        />
        <SubmitButton pending={pending} testId="add-card-submit" kind="ghost">
          {t('money.add_card')}
        </SubmitButton>
      </form>
    </section>
  );
};
