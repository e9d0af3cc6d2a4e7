import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  MEMBER_REFERENCE_MAX,
  SLIP_MAX_BYTES,
  SLIP_MAX_COUNT,
  type Deposit,
  type DepositMethodsValue,
} from '@lotto/contract';
import { SubmitButton } from '@/components/ui/submit-button';
import { showToast } from '@/components/ui/toast-store';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useTranslation } from '@/lib/use-translation';
import { createBankTransferDeposit, uploadDepositSlip } from '../api/deposit';
import { amountProblem, formatMoney, newIdempotencyKey } from '../utils/amount';
import { refusal } from '../utils/api-error';
import { AmountField } from './amount-field';
import { TextInput } from './text-input';

type Method = DepositMethodsValue['methods'][number];
const SLIP_TYPES = ['image/png', 'image/jpeg'];

const dataUrlOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('unreadable file'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });

/** §5 slips: png or jpg, under 5 MB each, at most 3 (the server checks the bytes again). */
const slipsFit = (files: File[]) =>
  files.length <= SLIP_MAX_COUNT &&
  files.every((f) => SLIP_TYPES.includes(f.type) && f.size < SLIP_MAX_BYTES);

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
  const { t, i18n } = useTranslation();
  const shown = (a: string) => formatMoney(a, value.decimals, i18n.language);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [key, setKey] = useState(newIdempotencyKey);
  const { pending, guard } = useSingleSubmit();

  const send = useMutation({
    mutationFn: async () => {
      const deposit = await createBankTransferDeposit({
        amount: amount.trim(),
        memberReference: note.trim(),
        idempotencyKey: key,
      });
      for (const file of files) await uploadDepositSlip(deposit.id, await dataUrlOf(file));
      return deposit;
    },
    meta: { showsRefusal: true },
    onSuccess: onCreated,
    onError: (err) => {
      const r = refusal(err, t('money.error_unknown'));
      const atFields = {
        ...(r.fields.amount ? { amount: r.fields.amount } : {}),
        ...(r.fields.memberReference ? { memberReference: r.fields.memberReference } : {}),
        ...(r.fields.data ? { slips: r.fields.data } : {}),
      };
      setErrors(atFields);
      // A refusal of no field on this form (a limit, the session) reads as the error tip.
      if (Object.keys(atFields).length === 0) showToast('error', r.message);
    },
  });

  const submit = guard(async () => {
    const problem = amountProblem(amount, {
      min: method.min,
      max: method.max,
      decimals: value.decimals,
    });
    if (problem) {
      setErrors({
        amount: t(problem.key, {
          ...problem,
          ...('min' in problem ? { min: shown(problem.min) } : {}),
          ...('max' in problem ? { max: shown(problem.max) } : {}),
        }),
      });
      return;
    }
    if (files.length === 0 || !slipsFit(files)) {
      setErrors({ slips: t('money.slip_rule') });
      return;
    }
    // The refusal is shown by onError; the guard only keeps this to one request at a time.
    await send.mutateAsync().catch(() => undefined);
  });

  return (
    <form className="card money-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="money-field__label">{t('money.pay_into')}</p>
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
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setErrors({});
          setKey(newIdempotencyKey());
        }}
        min={method.min}
        max={method.max}
        minShown={shown(method.min)}
        maxShown={shown(method.max)}
        currency={value.currency}
        decimals={value.decimals}
        error={errors.amount}
        testId="bank-transfer-amount-input"
      />
      <TextInput
        label={t('money.member_reference')}
        value={note}
        onChange={(v) => {
          setNote(v);
          setErrors({});
          setKey(newIdempotencyKey());
        }}
        error={errors.memberReference}
        maxLength={MEMBER_REFERENCE_MAX}
        autoComplete="off"
        testId="bank-transfer-note"
      />
      <div className="money-field">
        <label htmlFor="money-slips" className="money-field__label">
          {t('money.slips')}
        </label>
        <input
          id="money-slips"
          type="file"
          accept="image/png,image/jpeg"
          multiple
          className="money-field__input money-field__file"
          aria-describedby="money-slips-hint"
          aria-invalid={errors.slips ? true : undefined}
          onChange={(e) => {
            setFiles(Array.from(e.target.files ?? []));
            setErrors({});
          }}
          data-testid="bank-transfer-slips"
        />
        <p id="money-slips-hint" className="money-field__hint">
          {t('money.slips_hint')}
        </p>
        {errors.slips ? (
          <p className="money-field__error" role="alert">
            {errors.slips}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={pending} testId="bank-transfer-submit">
        {t('money.bank_transfer_submit')}
      </SubmitButton>
    </form>
  );
};
