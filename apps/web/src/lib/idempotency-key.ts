import { useCallback, useRef } from 'react';

/**
 * The one place the app makes an idempotency key (a money body's `idempotencyKey`, an
 * `Idempotency-Key` header): 32 hex digits, inside both the body's and the header's pattern.
 */
export const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID().replaceAll('-', '')
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');

/**
 * One key per attempt of a form: `current()` answers the same key until `renew()`, which the form
 * calls when the member changes what the attempt asks for (a new attempt) or once it got its
 * answer. A resend of the same attempt after a lost answer so moves money once.
 */
export const useAttemptKey = () => {
  const key = useRef<string | null>(null);
  const current = useCallback(() => (key.current ??= newIdempotencyKey()), []);
  const renew = useCallback(() => {
    key.current = null;
  }, []);
  return { current, renew };
};
