import { useCallback, useEffect, useState } from 'react';
import type { Operation, OperationValue } from '@lotto/contract';
import { opsCall } from './ops-client';
import { messageOf } from './ops-list';

type Query = Parameters<typeof opsCall>[1] extends infer I
  ? I extends { query?: infer Q }
    ? Q
    : never
  : never;

/**
 * One GET of the console read when its query changes, with the refusal as text; `load` reads it
 * again (after a change the page made).
 */
export function useOpsValue<O extends Operation>(op: O, query: Query) {
  const [value, setValue] = useState<OperationValue<O> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(query);
  const load = useCallback(async () => {
    setError(null);
    try {
      setValue(await opsCall(op, { query: JSON.parse(key) as Query }));
    } catch (err) {
      setError(messageOf(err));
    }
  }, [op, key]);
  useEffect(() => {
    void load();
  }, [load]);
  return { value, error, load };
}
