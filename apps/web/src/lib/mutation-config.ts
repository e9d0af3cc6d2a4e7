import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';

type Call = (body: never) => Promise<unknown>;

/**
 * What a caller may add to a feature's mutation hook (`useX({ mutationConfig })`): its own
 * onSuccess, onError, meta. The hook keeps the call and the keys it invalidates.
 */
export type MutationConfig<Fn extends Call> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>;

export interface MutationHookOptions<Fn extends Call> {
  mutationConfig?: MutationConfig<Fn>;
}

/**
 * A feature's mutation: `call`, then the keys `invalidate` names (from the feature's key
 * factories) asked again beside the caller's own onSuccess; the mutation settles once both did.
 */
export const useInvalidatingMutation = <Fn extends Call>(
  call: Fn,
  invalidate: (
    client: QueryClient,
    data: Awaited<ReturnType<Fn>>,
    body: Parameters<Fn>[0],
  ) => Promise<unknown>,
  mutationConfig: MutationConfig<Fn> = {},
) => {
  const client = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: call as (body: Parameters<Fn>[0]) => Promise<Awaited<ReturnType<Fn>>>,
    onSuccess: (...args) =>
      Promise.all([invalidate(client, args[0], args[1]), onSuccess?.(...args)]),
  });
};
