import '../messages';
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  PROMPTPAY_PENDING_MAX,
  type Deposit,
  type DepositMethod,
  type DepositMethodsValue,
} from '@lotto/contract';
import { Page } from '@/components/ui/page';
import { showToast } from '@/components/ui/toast-store';
import { useSettings } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from '@/lib/router';
import { SubmitButton } from '@/components/ui/submit-button';
import {
  depositKeys,
  useCreateGatewayDeposit,
  useCreatePromptPayDeposit,
  useDepositById,
  useDepositMethods,
  usePendingDeposits,
} from '../api/deposit';
import { checkedInOrder } from '@/lib/checked-form';
import { useDepositPromotions } from '../api/deposit-promotions';
import { useAmountCheck, useMoneyForm } from '../hooks/use-money-form';
import { formatMoney } from '../utils/amount';
import { refusal } from '../utils/api-error';
import { AmountField } from './amount-field';
import { BankTransferForm } from './bank-transfer-form';
import { DepositPromotions } from './deposit-promotions';
import { DepositSkeleton } from './deposit-skeleton';
import { MoneyGate } from './money-gate';
import { PendingDeposits, useShownDeposits } from './pending-deposits';
import { PromptPayRequest } from './promptpay-request';
import '../money.css';

type Method = DepositMethodsValue['methods'][number];

/** Asking for one more QR than the server keeps pending replaces the oldest: say which. */
const ReplacedWarning = ({ oldest, value }: { oldest: Deposit; value: DepositMethodsValue }) => {
  const { t, i18n } = useTranslation();
  return (
    <p className="money-warning" role="note" data-testid="deposit-replaces">
      {t('money.qr_replaces_oldest', {
        count: PROMPTPAY_PENDING_MAX,
        amount: `${formatMoney(oldest.amount, value.decimals, i18n.language)} ${value.currency}`,
        reference: oldest.reference,
      })}
    </p>
  );
};

const DepositForm = ({
  value,
  method,
  onCreated,
  replaces,
}: {
  value: DepositMethodsValue;
  method: Method;
  onCreated: (d: Deposit) => void;
  /** The pending QR a new PromptPay request would replace, if it would. */
  replaces: Deposit | undefined;
}) => {
  const { t, i18n } = useTranslation();
  const amountCheck = useAmountCheck({
    min: method.min,
    max: method.max,
    decimals: value.decimals,
  });
  // One key per amount typed: a retry after a lost answer moves money once.
  const { key, pending, submit, showAt, field } = useMoneyForm(
    checkedInOrder(['amount'], [['amount', (v) => amountCheck(v.amount)]]),
    { amount: '' },
  );
  const refused = (err: Error) => {
    const r = refusal(err, t('money.error_unknown'));
    if (r.fields.amount) showAt('amount', r.message);
    showToast('error', r.message);
  };
  const mutationConfig = {
    meta: { showsRefusal: true },
    onError: refused,
    onSuccess: (created: Deposit) => {
      // The gateway's page takes the payment and sends the member back to this page.
      if (method.method === 'gateway' && created.payUrl) window.location.assign(created.payUrl);
      else onCreated(created);
    },
  };
  const gateway = useCreateGatewayDeposit({ mutationConfig });
  const promptPay = useCreatePromptPayDeposit({ mutationConfig });
  const shown = (a: string) => formatMoney(a, value.decimals, i18n.language);

  if (method.method === 'bankTransfer') {
    return <BankTransferForm value={value} method={method} onCreated={onCreated} />;
  }
  const send = submit(async ({ amount }) => {
    const body = { amount: amount.trim(), idempotencyKey: key.current() };
    // onSuccess and onError answer; the guard only keeps this to one request at a time.
    await (method.method === 'gateway' ? gateway : promptPay)
      .mutateAsync(body)
      .catch(() => undefined);
  });
  return (
    <form className="card money-form" noValidate onSubmit={(e) => void send(e)}>
      <AmountField
        limits={method}
        money={value}
        {...field('amount')}
        testId="deposit-amount-input"
      />
      <p className="money-field__hint">
        {t('money.used_today', { used: shown(method.usedToday), max: shown(method.dailyMax) })}
      </p>
      {method.method === 'promptPay' && replaces ? (
        <ReplacedWarning oldest={replaces} value={value} />
      ) : null}
      <SubmitButton pending={pending} testId="deposit-submit">
        {t(method.method === 'gateway' ? 'money.gateway_submit' : 'money.deposit_submit')}
      </SubmitButton>
    </form>
  );
};

/** The deposit the gateway's page sent the member back to (`?deposit=<id>`). */
const ReturnedDeposit = ({
  id,
  value,
  onDone,
}: {
  id: number;
  value: DepositMethodsValue;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const deposit = useDepositById(id);
  if (deposit.isError) return <p className="card money-notice">{t('money.deposit_not_found')}</p>;
  if (!deposit.data) return <div className="card money-skeleton" aria-busy="true" />;
  return (
    <PromptPayRequest
      initial={deposit.data}
      decimals={value.decimals}
      currency={value.currency}
      onDone={onDone}
    />
  );
};

/**
 * /m/voucherCenter. §4 `dep_func` '1': the new layout (methods as tabs over one form); else the
 * base layout (methods as a list, the chosen one opens its form under it).
 */
/**
 * `notice`: what the app puts above the form (the prompt to set a deposit limit);
 * `noticePending`: whether it is still being decided. Until it is, and until the methods, the
 * live deposits and the offers are in, the page is one skeleton: each of them would otherwise
 * arrive above what the player sees and push it down.
 */
export const DepositPage = ({
  notice,
  noticePending = false,
}: { notice?: ReactNode; noticePending?: boolean } = {}) => {
  const { t } = useTranslation();
  const newLayout = useSettings()?.mobileTemplate.dep_func === '1';
  const methods = useDepositMethods();
  const live = usePendingDeposits();
  const offers = useDepositPromotions();
  const shownDeposits = useShownDeposits(live.data);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<DepositMethod | null>(null);
  // The player asked for a new deposit while others are in progress.
  const [composing, setComposing] = useState(false);
  const [params, setParams] = useSearchParams();
  const returned = Number(params.get('deposit'));
  const value = methods.data;
  const list = value?.methods ?? [];
  const current = list.find((m) => m.method === chosen) ?? list[0];
  const inProgress = shownDeposits.deposits;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: depositKeys.methods() });
    void queryClient.invalidateQueries({ queryKey: depositKeys.pending() });
  };
  // The deposit hooks ask for the methods and the live list again; it shows before they answer.
  const created = (d: Deposit) => {
    queryClient.setQueryData<Deposit[]>(depositKeys.pending(), (before) => [
      d,
      ...(before ?? []).filter((b) => b.id !== d.id),
    ]);
    setComposing(false);
  };
  // The oldest live QR, when a new one would take the place of the oldest (server's bound).
  const livePromptPay = (live.data ?? []).filter((d) => d.method === 'promptPay');
  const replaces =
    livePromptPay.length >= PROMPTPAY_PENDING_MAX
      ? livePromptPay[livePromptPay.length - 1]
      : undefined;

  const waiting = !value || live.isPending || offers.isPending || noticePending;
  const body = () => {
    if (waiting) return <DepositSkeleton />;
    if (!current) return <p className="card money-notice">{t('money.no_methods')}</p>;
    if (Number.isSafeInteger(returned) && returned > 0) {
      return (
        <ReturnedDeposit
          id={returned}
          value={value}
          onDone={() => {
            setParams(new URLSearchParams(), { replace: true });
            refresh();
          }}
        />
      );
    }
    if (inProgress.length > 0 && !composing) {
      return (
        <PendingDeposits
          deposits={inProgress}
          value={value}
          onDone={(id) => {
            shownDeposits.dismiss(id);
            setComposing(true);
            refresh();
          }}
          onNew={() => setComposing(true)}
        />
      );
    }
    const back =
      inProgress.length > 0 ? (
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => setComposing(false)}
          data-testid="deposit-back-to-pending"
        >
          {t('money.back_to_pending', { count: inProgress.length })}
        </button>
      ) : null;
    const form = (
      <>
        <DepositPromotions decimals={value.decimals} />
        <DepositForm
          key={current.method}
          value={value}
          method={current}
          onCreated={created}
          replaces={replaces}
        />
      </>
    );
    if (newLayout) {
      return (
        <>
          {back}
          <div className="money-tabs" role="tablist" aria-label={t('money.method')}>
            {list.map((m) => (
              <button
                key={m.method}
                type="button"
                role="tab"
                aria-selected={m.method === current.method}
                className={`money-tab${m.method === current.method ? ' money-tab--on' : ''}`}
                onClick={() => setChosen(m.method)}
              >
                {t(`money.method_${m.method}`)}
              </button>
            ))}
          </div>
          {form}
        </>
      );
    }
    return (
      <>
        {back}
        <fieldset className="card money-methods">
          <legend className="field-label">{t('money.method')}</legend>
          {list.map((m) => (
            <label key={m.method} className="money-method">
              <input
                type="radio"
                name="deposit-method"
                checked={m.method === current.method}
                onChange={() => setChosen(m.method)}
              />
              <span>{t(`money.method_${m.method}`)}</span>
            </label>
          ))}
        </fieldset>
        {form}
      </>
    );
  };

  return (
    <Page name="deposit" className={`money-page${newLayout ? ' money-page--new' : ''}`}>
      {waiting ? null : notice}
      {/* A failed read with nothing to show says why (FREE_REJECT, §6), not an empty card. */}
      <MoneyGate error={value ? null : methods.error}>{body()}</MoneyGate>
    </Page>
  );
};
