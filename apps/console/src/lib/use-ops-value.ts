import { useCallback } from 'react';
import type { Operation } from '@lotto/contract';
import { opsCall } from './ops-client';
import { useOpsLoad } from './ops-list';

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
  const key = JSON.stringify(query);
  const fetchValue = useCallback(() => opsCall(op, { query: JSON.parse(key) as Query }), [op, key]);
  const { value, error, reload } = useOpsLoad(fetchValue, { clearError: true });
  return { value, error, load: reload };
}
