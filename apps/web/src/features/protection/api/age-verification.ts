import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type SubmitAgeDocumentInput } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/mutation-config';
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

const submitAgeDocument = (body: SubmitAgeDocumentInput) =>
  apiCall(routes.submitAgeDocument, { body });

/** Sends the ID document; the answer is the new state (pending), put straight into its query. */
export const useSubmitAgeDocument = ({
  mutationConfig,
}: MutationHookOptions<typeof submitAgeDocument> = {}) => {
  const token = useSession()?.token ?? null;
  return useInvalidatingMutation(
    submitAgeDocument,
    async (client, value) => client.setQueryData(protectionKeys.age(token), value),
    { meta: { showsRefusal: true }, ...mutationConfig },
  );
};
