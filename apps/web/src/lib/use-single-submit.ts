import { useCallback, useRef, useState } from 'react';

/**
 * One request per intent: while a submit is out, a second tap, click or Enter does nothing (the
 * ref answers at once, before React has rendered the button disabled) and `pending` disables it.
 * `run` takes the action itself; `guard` makes a form's onSubmit of it.
 */
export function useSingleSubmit() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (action: () => Promise<unknown> | void): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  const guard = useCallback(
    <E extends { preventDefault: () => void }>(action: (event: E) => Promise<unknown> | void) =>
      (event?: E): Promise<void> => {
        event?.preventDefault();
        return run(() => action(event as E));
      },
    [run],
  );
  return { pending, run, guard };
}
