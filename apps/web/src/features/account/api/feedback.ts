import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type SendFeedbackInput } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/mutation-config';
import { useSession } from '@/lib/use-session';
import { accountKeys } from './account-keys';

/** The member's feedback and support's answers. */
export const myFeedbackOptions = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.mine('feedback', token),
    queryFn: ({ signal }) => apiCall(routes.myFeedback, { signal }),
    enabled: token !== null,
  });
export const useMyFeedback = () => useQuery(myFeedbackOptions(useSession()?.token ?? null));

export const sendFeedbackRequest = (body: SendFeedbackInput) =>
  apiCall(routes.sendFeedback, { body });
export const useSendFeedback = ({
  mutationConfig,
}: MutationHookOptions<typeof sendFeedbackRequest> = {}) => {
  const token = useSession()?.token ?? null;
  return useInvalidatingMutation(
    sendFeedbackRequest,
    (client) => client.invalidateQueries({ queryKey: myFeedbackOptions(token).queryKey }),
    mutationConfig,
  );
};
