import { useState } from 'react';
import { MEMBER_REFERENCE_MAX, type Deposit, type DepositMethodsValue } from '@lotto/contract';
import { SubmitButton } from '@/components/ui/submit-button';
import { showToast } from '@/components/ui/toast-store';
import { useTranslation } from '@/lib/use-translation';
import { useCreateBankTransferDeposit } from '../api/deposit';
import { checkedInOrder } from '@/lib/checked-form';
import { useAmountCheck, useMoneyForm } from '../hooks/use-money-form';
import { refusal } from '../utils/api-error';
import { slipsFit } from '../utils/slips';
import { AmountField } from './amount-field';
import { TextInput } from './text-input';

type Method = DepositMethodsValue['methods'][number];

/** Bank transfer: the merchant's account, the amount, the member's note and the slips. */
export const BankTransferForm = ({
  value,
  method,
  onCreated,
}: {
  value: DepositMethodsValue;
  method: Method;
  onCreated: (d: Deposit) => void;
}) => {
  const { t } = useTranslation();
  // Files are no text field: the form keeps them beside its values and checks them in order.
  const [files, setFiles] = useState<File[]>([]);
  const amountCheck = useAmountCheck({
    min: method.min,
    max: method.max,
    decimals: value.decimals,
  });
  const { form, key, pending, submit, errorOf, showAt, field } = useMoneyForm(
    checkedInOrder(
      ['amount', 'memberReference'],
      [
        ['amount', (v) => amountCheck(v.amount)],
        ['slips', () => (slipsFit(files) ? null : t('money.slip_rule'))],
      ],
    ),
    { amount: '', memberReference: '' },
  );
  const send = useCreateBankTransferDeposit({
    mutationConfig: {
      meta: { showsRefusal: true },
      onSuccess: onCreated,
      onError: (err) => {
        const r = refusal(err, t('money.error_unknown'));
        const atFields = {
          ...(r.fields.amount ? { amount: r.fields.amount } : {}),
          ...(r.fields.memberReference ? { memberReference: r.fields.memberReference } : {}),
          ...(r.fields.data ? { slips: r.fields.data } : {}),
        };
        for (const [field, message] of Object.entries(atFields)) showAt(field, message);
        // A refusal of no field on this form (a limit, the session) reads as the error tip.
        if (Object.keys(atFields).length === 0) showToast('error', r.message);
      },
    },
  });

  const onSubmit = submit(async ({ amount, memberReference }) => {
    // The refusal is shown by onError; the guard only keeps this to one request at a time.
    await send
      .mutateAsync({
        amount: amount.trim(),
        memberReference: memberReference.trim(),
        idempotencyKey: key.current(),
        slips: files,
      })
      .catch(() => undefined);
  });
  const slipsError = errorOf('slips');

  return (
    <form className="card money-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="field-label">{t('money.pay_into')}</p>
      {method.accounts.map((a) => (
        <dl
          key={`${a.bankCode}${a.accountNumber}`}
          className="money-facts"
          data-testid="merchant-account"
        >
          <dt>{t('money.bank')}</dt>
          <dd>{a.bankName}</dd>
          <dt>{t('money.account_number')}</dt>
          <dd className="money-facts__amount">{a.accountNumber}</dd>
          <dt>{t('money.holder_name')}</dt>
          <dd>{a.accountName}</dd>
        </dl>
      ))}
      <AmountField
        limits={method}
        money={value}
        {...field('amount')}
        testId="bank-transfer-amount-input"
      />
      <TextInput
        label={t('money.member_reference')}
        {...field('memberReference')}
        maxLength={MEMBER_REFERENCE_MAX}
        autoComplete="off"
        testId="bank-transfer-note"
      />
      <div className="money-field">
        <label htmlFor="money-slips" className="field-label">
          {t('money.slips')}
        </label>
        <input
          id="money-slips"
          type="file"
          accept="image/png,image/jpeg"
          multiple
          className="field-input money-field__input money-field__file"
          aria-describedby="money-slips-hint"
          aria-invalid={slipsError ? true : undefined}
          onChange={(e) => {
            setFiles(Array.from(e.target.files ?? []));
            form.clearErrors();
          }}
          data-testid="bank-transfer-slips"
        />
        <p id="money-slips-hint" className="money-field__hint">
          {t('money.slips_hint')}
        </p>
        {slipsError ? (
          <p className="money-field__error" role="alert">
            {slipsError}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={pending} testId="bank-transfer-submit">
        {t('money.bank_transfer_submit')}
      </SubmitButton>
    </form>
  );
};
