import '../messages';
import type { BankCardsValue, WithdrawRulesValue } from '@lotto/contract';
import { Page } from '@/components/ui/page';
import { showToast } from '@/components/ui/toast-store';
import { useTranslation } from '@/lib/use-translation';
import { SubmitButton } from '@/components/ui/submit-button';
import {
  useBankCards,
  useRequestWithdraw,
  useWithdrawals,
  useWithdrawRules,
} from '../api/withdraw';
import { checkedInOrder } from '@/lib/checked-form';
import { useAmountCheck, useMoneyForm } from '../hooks/use-money-form';
import { amountUnits, formatMoney, PAYMENT_PASSWORD } from '../utils/amount';
import { refusal } from '../utils/api-error';
import { clockText, lockedForMs, useCountdown } from '../utils/lock-countdown';
import { AmountField } from './amount-field';
import { MoneyGate } from './money-gate';
import { TextInput } from './text-input';
import { BankCardsCard, PayeeNameForm, PaymentPasswordForm } from './withdraw-setup';
import '../money.css';

/** Contract units (4 places) back to an amount text, for a difference of two amounts. */
const unitsText = (units: bigint) =>
  `${units / 10_000n}.${(units % 10_000n).toString().padStart(4, '0')}`;

const Summary = ({ rules }: { rules: WithdrawRulesValue }) => {
  const { t, i18n } = useTranslation();
  const shown = (a: string) => formatMoney(a, rules.decimals, i18n.language);
  const withCurrency = (a: string) => `${shown(a)} ${rules.currency}`;
  const required = amountUnits(rules.turnoverRequired) ?? 0n;
  const done = amountUnits(rules.turnoverDone) ?? 0n;
  const outstanding = done < required ? required - done : 0n;
  const held = amountUnits(rules.demoCreditHeld) ?? 0n;
  const withheld = (amountUnits(rules.cash) ?? 0n) > (amountUnits(rules.balance) ?? 0n);
  // Whole percent for the bar only; the figures beside it are exact.
  const percent = required === 0n ? 100 : Number((done * 100n) / required);
  return (
    <section className="card money-summary" data-testid="withdraw-summary">
      <p className="field-label">{t('money.withdraw_balance')}</p>
      {/* A figure, not a heading: a <p> in large bold type reads to axe as a heading in disguise. */}
      <div className="money-summary__balance" data-testid="withdraw-balance">
        {withCurrency(rules.balance)}
      </div>
      {withheld ? (
        <div data-testid="withdraw-withheld">
          <p className="money-field__hint">
            {t('money.withdraw_cash', { amount: withCurrency(rules.cash) })}
          </p>
          <ul className="money-summary__reasons">
            {outstanding > 0n ? (
              <li data-testid="withdraw-reason-turnover">
                {t('money.withdraw_reason_turnover', {
                  amount: withCurrency(unitsText(outstanding)),
                })}
              </li>
            ) : null}
            {held > 0n ? (
              <li data-testid="withdraw-reason-demo">
                {t('money.withdraw_reason_demo', { amount: withCurrency(rules.demoCreditHeld) })}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <p className="field-label">{t('money.turnover')}</p>
      <div
        className="money-progress"
        role="progressbar"
        aria-label={t('money.turnover')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="money-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="money-field__hint" data-testid="turnover-text">
        {required === 0n || done >= required
          ? t('money.turnover_done')
          : t('money.turnover_progress', {
              done: shown(rules.turnoverDone),
              required: shown(rules.turnoverRequired),
            })}
      </p>
      <p className="money-field__hint">
        {t('money.today_limits', {
          count: rules.usedTodayCount,
          maxCount: rules.dailyCount,
          amount: shown(rules.usedTodayAmount),
          maxAmount: shown(rules.dailyMax),
        })}
      </p>
    </section>
  );
};

const WithdrawForm = ({ rules, cards }: { rules: WithdrawRulesValue; cards: BankCardsValue }) => {
  const { t } = useTranslation();
  const amountCheck = useAmountCheck({
    min: rules.min,
    max: rules.max,
    decimals: rules.decimals,
  });
  const { form, values, key, pending, edit, submit, errorOf, showAt, field } = useMoneyForm(
    checkedInOrder(
      ['bankCardId', 'amount', 'paymentPassword'],
      [
        ['amount', (v) => amountCheck(v.amount)],
        [
          'paymentPassword',
          (v) =>
            PAYMENT_PASSWORD.test(v.paymentPassword) ? null : t('money.payment_password_format'),
        ],
      ],
    ),
    {
      bankCardId: String(cards.cards.find((c) => c.isDefault)?.id ?? cards.cards[0]?.id ?? ''),
      amount: '',
      paymentPassword: '',
    },
  );
  const lock = useCountdown();
  const withdraw = useRequestWithdraw({
    mutationConfig: {
      meta: { showsRefusal: true },
      onSuccess: () => {
        showToast('success', t('money.withdraw_done'));
        form.setValue('amount', '');
        form.setValue('paymentPassword', '');
        form.clearErrors();
        key.renew();
      },
      onError: (err) => {
        const lockedFor = lockedForMs(err);
        if (lockedFor !== null) {
          // The field counts the lock down; a fixed "15 minutes" would be wrong after a minute.
          lock.start(lockedFor);
          form.clearErrors();
          return;
        }
        const r = refusal(err, t('money.error_unknown'));
        const field = Object.keys(r.fields)[0];
        if (field) showAt(field, r.message);
        showToast('error', r.message);
      },
    },
  });

  const onSubmit = submit(async ({ bankCardId, amount, paymentPassword }) => {
    if (bankCardId === '') return;
    // onSuccess and onError answer; the guard only keeps this to one request at a time.
    await withdraw
      .mutateAsync({
        amount: amount.trim(),
        bankCardId: Number(bankCardId),
        paymentPassword,
        idempotencyKey: key.current(),
      })
      .catch(() => undefined);
  });

  return (
    <form className="card money-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <fieldset className="money-methods">
        <legend className="field-label">{t('money.withdraw_to')}</legend>
        {cards.cards.map((c) => (
          <label key={c.id} className="money-method">
            <input
              type="radio"
              name="withdraw-card"
              checked={String(c.id) === values.bankCardId}
              onChange={() => edit('bankCardId', String(c.id))}
            />
            <span>
              {c.bankName} {c.accountNumberMasked}
            </span>
          </label>
        ))}
      </fieldset>
      <AmountField
        limits={rules}
        money={rules}
        {...field('amount')}
        testId="withdraw-amount-input"
      />
      <TextInput
        label={t('money.payment_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        // The password is no part of what the attempt asks: the key stays.
        {...field('paymentPassword', false)}
        error={
          lock.left > 0
            ? t('money.payment_password_locked_for', { time: clockText(lock.left) })
            : errorOf('paymentPassword')
        }
        errorLive={lock.left === 0}
        testId="withdraw-password-input"
      />
      {/* The lock is read out once, when it starts; the field shows it counting down. */}
      <p className="sr-only" role="status" data-testid="withdraw-lock-announcement">
        {lock.total > 0
          ? t('money.payment_password_locked_for', { time: clockText(lock.total) })
          : ''}
      </p>
      <SubmitButton pending={pending} disabled={lock.left > 0} testId="withdraw-submit">
        {t('money.withdraw_submit')}
      </SubmitButton>
    </form>
  );
};

const Latest = () => {
  const { t, i18n } = useTranslation();
  const list = useWithdrawals().data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="card" aria-labelledby="money-latest-heading">
      <h2 id="money-latest-heading" className="money-heading">
        {t('money.latest_withdrawals')}
      </h2>
      <ul className="money-card-list">
        {list.map((w) => (
          <li key={w.id} className="money-card-item" data-testid="withdrawal" data-state={w.state}>
            <span>
              {formatMoney(w.amount, 2, i18n.language)} → {w.bankCode} {w.accountNumberMasked}
            </span>
            <span className={`money-badge money-badge--${w.state}`}>
              {t(`money.wstate_${w.state}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** /m/withdraw: set-up first (payee name, payment password, a bank card), then the request. */
export const WithdrawPage = () => {
  const { t } = useTranslation();
  const rulesQuery = useWithdrawRules();
  const cardsQuery = useBankCards();
  const rules = rulesQuery.data;
  const cards = cardsQuery.data;
  // A failed read with nothing to show says why (FREE_REJECT, §6), not an empty card.
  const failed = (rules ? null : rulesQuery.error) ?? (cards ? null : cardsQuery.error);
  const body = () => {
    if (!rules || !cards) return <div className="card money-skeleton" aria-busy="true" />;
    return (
      <>
        <Summary rules={rules} />
        {!rules.enabled ? <p className="card money-notice">{t('money.withdraw_closed')}</p> : null}
        {cards.payeeName === null ? <PayeeNameForm /> : null}
        {!rules.hasPaymentPassword ? <PaymentPasswordForm /> : null}
        {cards.payeeName !== null ? <BankCardsCard value={cards} /> : null}
        {rules.enabled && rules.hasPaymentPassword && cards.cards.length > 0 ? (
          <WithdrawForm rules={rules} cards={cards} />
        ) : null}
        <Latest />
      </>
    );
  };
  return (
    <Page name="withdraw" className="money-page">
      <MoneyGate error={failed}>{body()}</MoneyGate>
    </Page>
  );
};
