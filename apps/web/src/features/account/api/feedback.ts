import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type SendFeedbackInput } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

/** The member's feedback and support's answers. */
export const myFeedbackOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['account', 'feedback', token] as const,
    queryFn: ({ signal }) => apiCall(routes.myFeedback, { signal }),
    enabled: token !== null,
  });
export const useMyFeedback = () => useQuery(myFeedbackOptions(useSession()?.token ?? null));

export const sendFeedbackRequest = (body: SendFeedbackInput) =>
  apiCall(routes.sendFeedback, { body });
