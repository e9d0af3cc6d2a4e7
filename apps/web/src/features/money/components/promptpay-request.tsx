import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Deposit } from '@lotto/contract';
import { useTranslation } from '@/lib/use-translation';
import { useDeposit } from '../api/deposit';
import { formatMoney } from '../utils/amount';

const countdown = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * A deposit in progress: PromptPay's QR and countdown, a bank transfer's slips, a gateway's page;
 * the state as it changes (polled while pending).
 */
export const PromptPayRequest = ({
  initial,
  decimals,
  currency,
  onDone,
}: {
  initial: Deposit;
  decimals: number;
  currency: string;
  onDone: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const deposit = useDeposit(initial).data;
  const queryClient = useQueryClient();
  // Credited: the top bar's balance is stale now.
  useEffect(() => {
    if (deposit.state === 'credited') void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  }, [deposit.state, queryClient]);
  const [now, setNow] = useState(() => Date.now());
  const pending = deposit.state === 'pending';
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [pending]);
  const amount = formatMoney(deposit.amount, 2, i18n.language);
  const left = deposit.expiresAt - now;
  const gateway = deposit.method === 'gateway';
  const bank = deposit.method === 'bankTransfer';
  // Each method's own words where a QR's would mislead (waiting for a transfer, a QR expired).
  const ownWords = deposit.state === 'pending' || deposit.state === 'expired';
  const stateKey =
    gateway && ownWords
      ? `money.gstate_${deposit.state}`
      : bank && ownWords
        ? `money.bstate_${deposit.state}`
        : `money.state_${deposit.state}`;
  return (
    <div
      className="card money-request"
      data-testid="deposit-request"
      data-state={deposit.state}
      data-method={deposit.method}
    >
      <p className={`money-state money-state--${deposit.state}`} role="status" aria-live="polite">
        {t(stateKey)}
      </p>
      {pending && deposit.qrSvg ? (
        <>
          <img
            className="money-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(deposit.qrSvg)}`}
            alt={t('money.qr_alt', { amount })}
            width={240}
            height={240}
          />
          <p className="money-request__countdown" data-testid="deposit-countdown">
            {t('money.expires_in', { time: countdown(left) })}
          </p>
        </>
      ) : null}
      <dl className="money-facts">
        <dt>{t(deposit.method === 'promptPay' ? 'money.pay_exactly' : 'money.amount')}</dt>
        <dd className="money-facts__amount" data-testid="deposit-amount">
          {formatMoney(deposit.amount, decimals, i18n.language)} {currency}
        </dd>
        {deposit.payeeAccountName ? (
          <>
            <dt>{t('money.pay_to')}</dt>
            <dd>{deposit.payeeAccountName}</dd>
          </>
        ) : null}
        <dt>{t('money.reference')}</dt>
        <dd data-testid="deposit-reference">{deposit.reference}</dd>
        {bank ? (
          <>
            <dt>{t('money.slips')}</dt>
            <dd data-testid="deposit-slips">
              {t('money.slips_attached', { count: deposit.slips })}
            </dd>
          </>
        ) : null}
      </dl>
      {pending ? (
        <p className="money-field__hint">
          {t(
            bank
              ? 'money.method_bankTransfer_pending'
              : gateway
                ? 'money.gateway_pending'
                : 'money.pay_exactly_hint',
          )}
        </p>
      ) : null}
      {pending && deposit.payUrl ? (
        <a className="button button--primary button--block" href={deposit.payUrl}>
          {t('money.gateway_continue')}
        </a>
      ) : null}
      {!pending ? (
        <button type="button" className="button button--ghost button--block" onClick={onDone}>
          {t('money.new_deposit')}
        </button>
      ) : null}
    </div>
  );
};
