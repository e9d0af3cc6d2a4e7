import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, type SubmitAgeDocumentInput } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { protectionKeys } from './protection-keys';

/** The member's age verification: none, pending, verified or rejected with the reason. */
export const ageVerificationOptions = (token: string | null) =>
  queryOptions({
    queryKey: protectionKeys.age(token),
    queryFn: ({ signal }) => apiCall(routes.ageVerification, { signal }),
    enabled: token !== null,
  });

export const useAgeVerification = () =>
  useQuery(ageVerificationOptions(useSession()?.token ?? null));

/** Sends the ID document; the answer is the new state (pending). */
export const useSubmitAgeDocument = () => {
  const client = useQueryClient();
  const token = useSession()?.token ?? null;
  return useMutation({
    mutationFn: (body: SubmitAgeDocumentInput) => apiCall(routes.submitAgeDocument, { body }),
    meta: { showsRefusal: true },
    onSuccess: (value) => client.setQueryData(protectionKeys.age(token), value),
  });
};
