import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessageOf } from '../utils/error-message';
import { asciiDigits } from '@/lib/digits';
import { useSingleSubmit } from '@/lib/use-single-submit';

interface CodeFormProps {
  /** The address or number field: its label, type and the test id of its input. */
  target: { label: string; type: 'email' | 'tel'; maxLength: number; testId: string };
  sendCode: (target: string) => Promise<{ expirationTime: number }>;
  bind: (target: string, code: string) => Promise<unknown>;
  onBound: () => void;
  testId: string;
}

/** Bind an e-mail address or a number: a code is sent to it, and comes back to prove it. */
export const CodeForm = ({ target, sendCode, bind, onBound, testId }: CodeFormProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const { pending: busy, run: once } = useSingleSubmit();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 500);
    return () => clearTimeout(timer);
  }, [until, now]);
  const waiting = until > now ? Math.ceil((until - now) / 1000) : 0;

  const run = (action: () => Promise<void>) =>
    once(async () => {
      setError(null);
      try {
        await action();
      } catch (err) {
        setError(errorMessageOf(err, t('account.security.error')));
      }
    });

  const onSend = () =>
    void run(async () => {
      const { expirationTime } = await sendCode(value.trim());
      setUntil(expirationTime);
      setNow(Date.now());
    });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await bind(value.trim(), code.trim());
      setValue('');
      setCode('');
      onBound();
    });
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} data-testid={testId}>
      <label className="account-label" htmlFor={`${id}-target`}>
        {target.label}
      </label>
      <div className="account-form__row">
        <input
          id={`${id}-target`}
          className="account-input"
          type={target.type}
          inputMode={target.type === 'tel' ? 'numeric' : 'email'}
          autoComplete={target.type === 'tel' ? 'tel-national' : 'email'}
          maxLength={target.maxLength}
          value={value}
          onChange={(e) =>
            setValue(
              target.type === 'tel' ? asciiDigits(e.currentTarget.value) : e.currentTarget.value,
            )
          }
          data-testid={target.testId}
        />
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || waiting > 0 || value.trim() === ''}
          onClick={onSend}
          data-testid={`${testId}-send`}
        >
          {waiting > 0
            ? t('account.security.resend_in', { seconds: waiting })
            : t('account.security.send_code')}
        </button>
      </div>
      <label className="account-label" htmlFor={`${id}-code`}>
        {t('account.security.code')}
      </label>
      <div className="account-form__row">
        <input
          id={`${id}-code`}
          className="account-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          onChange={(e) => setCode(asciiDigits(e.currentTarget.value))}
          data-testid={`${testId}-code`}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || code.trim() === '' || value.trim() === ''}
          data-testid={`${testId}-submit`}
        >
          {t('account.security.bind')}
        </button>
      </div>
      {error ? (
        <p className="account-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
};
