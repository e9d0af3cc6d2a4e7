import { useCallback, useEffect, useState } from 'react';
import { HttpError } from 'react-admin';
import { requestFailed } from './refusals';

/** An operator's words for a failed /ops call: its field messages, or its message (refusals.ts). */
export const messageOf = (error: unknown) => {
  if (error instanceof HttpError) {
    const fields = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
    return fields ? Object.values(fields).join('; ') : error.message;
  }
  return requestFailed();
};

/**
 * A value from an /ops call: loaded when `fetchValue` changes (memoise it with its query),
 * `reload` after a save; a failure becomes `error`. `clearError`: a load starts clean.
 */
export function useOpsLoad<T>(fetchValue: () => Promise<T>, { clearError = false } = {}) {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    if (clearError) setError(null);
    try {
      setValue(await fetchValue());
    } catch (err) {
      setError(messageOf(err));
    }
  }, [fetchValue, clearError]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { value, error, setError, reload };
}

/** A console page's list from an /ops call, loaded and reloaded as by useOpsLoad. */
export function useOpsList<T>(
  fetchList: () => Promise<T[]>,
  options: { clearError?: boolean } = {},
) {
  const { value: list, ...loaded } = useOpsLoad(fetchList, options);
  return { list, ...loaded };
}
