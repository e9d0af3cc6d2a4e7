import { useCallback, useRef, useState } from 'react';

const newKey = () => crypto.randomUUID();

/**
 * One operator intent to write (an open form): it keeps one Idempotency-Key until the write
 * succeeds, so a double click or a retry creates the thing once; the next intent gets a new key.
 * `pending` disables the form's button; a second submit while one runs is ignored: its promise
 * never settles, so only the first submit's caller goes on (notifies, resets the form).
 */
export function useWriteIntent() {
  const key = useRef(newKey());
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const submit = useCallback(async <T>(write: (idempotencyKey: string) => Promise<T>) => {
    if (running.current) return new Promise<T>(() => undefined);
    running.current = true;
    setPending(true);
    try {
      const value = await write(key.current);
      key.current = newKey();
      return value;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, submit };
}

/**
 * A react-admin create form's intent: `mutationOptions={{ meta: useCreateMeta() }}`; the data
 * provider sends the key (keyOfMeta). The form leaves once it saved, so one key per mount.
 */
export function useCreateMeta() {
  const [idempotencyKey] = useState(newKey);
  return { idempotencyKey };
}

/** The key a create form put in its mutation's meta, if any. */
export const keyOfMeta = (meta: unknown): string | undefined =>
  (meta as { idempotencyKey?: string } | undefined)?.idempotencyKey;
