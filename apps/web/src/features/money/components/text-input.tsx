import { useId, type InputHTMLAttributes } from 'react';
import { asciiDigits } from '@/lib/digits';

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /**
   * False for an error that changes by itself (a lock counting down): it is then not a live
   * region, which would read it out every second; the page announces it once.
   */
  errorLive?: boolean;
  testId: string;
}

/** A labelled input whose error is announced and tied to it; a digits field reads Thai digits. */
export const TextInput = ({
  label,
  value,
  onChange,
  error,
  hint,
  errorLive = true,
  testId,
  ...rest
}: TextInputProps) => {
  const id = useId();
  const digits = rest.inputMode === 'numeric' || rest.inputMode === 'decimal';
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="money-field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        {...rest}
        id={id}
        className="field-input money-field__input"
        value={value}
        onChange={(e) => onChange(digits ? asciiDigits(e.target.value) : e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        data-testid={testId}
      />
      {hint ? (
        <p id={`${id}-hint`} className="money-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="money-field__error" role={errorLive ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
};
