import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type ProtectionStateValue } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { protectionKeys } from './protection-keys';

/** Closes a prompt (the deposit-limit one, or the 6-monthly review); the server stores it. */
export const useDismissPrompt = () => {
  const client = useQueryClient();
  const token = useSession()?.token ?? null;
  return useMutation({
    mutationFn: (prompt: 'deposit_limit' | 'review') =>
      apiCall(routes.dismissProtectionPrompt, { body: { prompt } }),
    onSuccess: (state: ProtectionStateValue) =>
      client.setQueryData(protectionKeys.state(token), state),
  });
};
