import { useTranslation } from '@/lib/use-translation';
import { asciiDigits } from '@/lib/digits';

interface CodeEntryProps {
  /** The input's id (its label points to it). */
  id: string;
  value: string;
  maxLength: number;
  /** Called with the typed code, its digits made ASCII. */
  onChange: (code: string) => void;
  submitLabel: string;
  submitDisabled: boolean;
  /** The form's message, if any, shown below the row. */
  error: string | null | undefined;
  /** The prefix of the input's and the submit's test ids. */
  testId: string;
}

/** A sent or authenticator code's field with its submit button on one row, and the form's message below. */
export const CodeEntry = ({
  id,
  value,
  maxLength,
  onChange,
  submitLabel,
  submitDisabled,
  error,
  testId,
}: CodeEntryProps) => {
  const { t } = useTranslation();
  return (
    <>
      <label className="field-label" htmlFor={id}>
        {t('account.security.code')}
      </label>
      <div className="account-form__row">
        <input
          id={id}
          className="field-input account-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(asciiDigits(e.currentTarget.value))}
          data-testid={`${testId}-code`}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={submitDisabled}
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
};
