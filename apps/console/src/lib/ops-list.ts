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
 * A console page's list from an /ops call: loaded when `fetchList` changes (memoise it with its
 * filters), `reload` after a save; a failure becomes `error`. `clearError`: a load starts clean.
 */
export function useOpsList<T>(fetchList: () => Promise<T[]>, { clearError = false } = {}) {
  const [list, setList] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    if (clearError) setError(null);
    try {
      setList(await fetchList());
    } catch (err) {
      setError(messageOf(err));
    }
  }, [fetchList, clearError]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { list, error, setError, reload };
}
