import { useEffect, useId, useState } from 'react';
import { checkedInOrder } from '@/lib/checked-form';
import { useTranslation } from '@/lib/use-translation';
import { useOneLineForm } from '../hooks/use-one-line-form';
import { CodeEntry } from './code-entry';
import { asciiDigits } from '@/lib/digits';

interface CodeFormProps {
  /** The address or number field: its label, type and the test id of its input. */
  target: { label: string; type: 'email' | 'tel'; maxLength: number; testId: string };
  sendCode: (target: string) => Promise<{ expirationTime: number }>;
  /** The bind call (a mutation's mutateAsync); its hook reads the bound state again. */
  bind: (target: string, code: string) => Promise<unknown>;
  onBound: () => void;
  testId: string;
}

// Both fields are required by the disabled buttons; the server checks their formats.
const codeFormSchema = checkedInOrder(['target', 'code'], []);

/** Bind an e-mail address or a number: a code is sent to it, and comes back to prove it. */
export const CodeForm = ({ target, sendCode, bind, onBound, testId }: CodeFormProps) => {
  const { t } = useTranslation();
  const id = useId();
  const { form, values, busy, edit, error, attempt } = useOneLineForm(codeFormSchema, {
    target: '',
    code: '',
  });
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 500);
    return () => clearTimeout(timer);
  }, [until, now]);
  const waiting = until > now ? Math.ceil((until - now) / 1000) : 0;

  // Sending the code and binding share the one message line and the one-at-a-time guard.
  const onSend = attempt(async (v) => {
    const { expirationTime } = await sendCode(v.target.trim());
    setUntil(expirationTime);
    setNow(Date.now());
  });
  const onSubmit = attempt(async (v) => {
    await bind(v.target.trim(), v.code.trim());
    form.reset({ target: '', code: '' });
    onBound();
  });

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-testid={testId}
    >
      <label className="field-label" htmlFor={`${id}-target`}>
        {target.label}
      </label>
      <div className="account-form__row">
        <input
          id={`${id}-target`}
          className="field-input account-input"
          type={target.type}
          inputMode={target.type === 'tel' ? 'numeric' : 'email'}
          autoComplete={target.type === 'tel' ? 'tel-national' : 'email'}
          maxLength={target.maxLength}
          value={values.target}
          onChange={(e) =>
            edit(
              'target',
              target.type === 'tel' ? asciiDigits(e.currentTarget.value) : e.currentTarget.value,
            )
          }
          data-testid={target.testId}
        />
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || waiting > 0 || values.target.trim() === ''}
          onClick={(e) => void onSend(e)}
          data-testid={`${testId}-send`}
        >
          {waiting > 0
            ? t('account.security.resend_in', { seconds: waiting })
            : t('account.security.send_code')}
        </button>
      </div>
      <CodeEntry
        id={`${id}-code`}
        value={values.code}
        maxLength={8}
        onChange={(code) => edit('code', code)}
        submitLabel={t('account.security.bind')}
        submitDisabled={busy || values.code.trim() === '' || values.target.trim() === ''}
        error={error}
        testId={testId}
      />
    </form>
  );
};
