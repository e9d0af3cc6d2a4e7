import { useId, useState } from 'react';
import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { withAsciiDigits } from '@/lib/digits';
import { useTranslation } from '@/lib/use-translation';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';

interface TextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** §5: an asterisk on required fields. */
  required?: boolean;
  /** A locale key or a message from the server. */
  error?: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  placeholder?: string;
  /** Before the input (the dialing code) and after it (the SMS button, the captcha image). */
  leading?: ReactNode;
  trailing?: ReactNode;
  testId?: string;
}

/** One labelled input with its message under it (§5: failures show under the field). */
export const TextField = ({
  label,
  registration,
  required = false,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  placeholder,
  leading,
  trailing,
  testId,
}: TextFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  // A Thai keyboard types ๐-๙: a digits field reads them as 0-9.
  const field =
    inputMode === 'numeric' || inputMode === 'tel' ? withAsciiDigits(registration) : registration;
  return (
    <div className={`field ${error ? 'field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="field__control">
        {leading}
        <input
          id={id}
          className="field__input"
          type={isPassword && shown ? 'text' : type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          {...field}
        />
        {isPassword ? (
          <button
            type="button"
            className="field__icon-button"
            aria-label={t(shown ? 'auth.hide_password' : 'auth.show_password')}
            aria-pressed={shown}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
          </button>
        ) : null}
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
};
