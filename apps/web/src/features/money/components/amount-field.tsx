import { useId } from 'react';
import { asciiDigits } from '@/lib/digits';
import { useTranslation } from '@/lib/use-translation';
import { formatWhole } from '@/lib/format-decimal';
import { formatMoney, quickAmounts } from '../utils/amount';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The limits as the server sends them: the chips, and the hint in the member's language. */
  limits: { min: string; max: string };
  money: { currency: string; decimals: number };
  error?: string;
  testId: string;
}

/** An amount with the numeric keypad on phones and quick-amount chips inside the limits. */
export const AmountField = ({
  value,
  onChange,
  limits: { min, max },
  money: { currency, decimals },
  error,
  testId,
}: AmountFieldProps) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const chips = quickAmounts(min, max);
  const shown = (a: string) => formatMoney(a, decimals, i18n.language);
  return (
    <div className="money-field">
      <label htmlFor={id} className="field-label">
        {t('money.amount')} ({currency})
      </label>
      <input
        id={id}
        className="field-input money-field__input money-field__input--amount"
        type="text"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        maxLength={20}
        value={value}
        placeholder={decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0'}
        onChange={(e) => onChange(asciiDigits(e.target.value).replace(',', '.'))}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        data-testid={testId}
      />
      <p id={`${id}-hint`} className="money-field__hint">
        {t('money.amount_hint', { min: shown(min), max: shown(max), currency })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="money-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {chips.length > 0 ? (
        <div className="money-chips" role="group" aria-label={t('money.quick_amounts')}>
          {chips.map((c) => (
            <button
              key={c}
              type="button"
              className={`money-chip${value === c ? ' money-chip--on' : ''}`}
              aria-pressed={value === c}
              onClick={() => onChange(c)}
            >
              {formatWhole(c, i18n.language)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
};
