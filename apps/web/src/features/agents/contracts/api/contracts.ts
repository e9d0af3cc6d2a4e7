import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  routes,
  type ContractKind,
  type DecideContractInput,
  type OfferContractInput,
} from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/mutation-config';
import { useSession } from '@/lib/use-session';

const pageRoute = {
  daily_salary: routes.salaryContract,
  dividend: routes.dividendContract,
  hourly_salary: routes.hourContract,
} as const;

export const contractKeys = {
  all: ['agents', 'contracts'] as const,
  page: (kind: ContractKind, token: string | null) => ['agents', 'contracts', kind, token] as const,
  offered: (username: string, token: string | null) =>
    ['agents', 'contracts', 'offered', username, token] as const,
};

/** §2.1 contract pages: the offer awaiting review, the contract in force, history, statements. */
export const useContractPage = (kind: ContractKind) => {
  const token = useSession()?.token ?? null;
  return useQuery(
    queryOptions({
      queryKey: contractKeys.page(kind, token),
      queryFn: ({ signal }) => apiCall(pageRoute[kind], { signal }),
      enabled: token !== null,
      retry: false,
    }),
  );
};

/** The contracts the agent offered one of its direct downlines. */
export const useOfferedContracts = (username: string) => {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: contractKeys.offered(username, token),
    queryFn: ({ signal }) => apiCall(routes.downlineContracts, { query: { username }, signal }),
    enabled: token !== null,
    retry: false,
  });
};

export const offerContractRequest = (body: OfferContractInput) =>
  apiCall(routes.offerContract, { body });
/** The offer shows in the downline's offered list and on the contract pages. */
export const useOfferContract = ({
  mutationConfig,
}: MutationHookOptions<typeof offerContractRequest> = {}) =>
  useInvalidatingMutation(
    offerContractRequest,
    (client) => client.invalidateQueries({ queryKey: contractKeys.all }),
    mutationConfig,
  );

export const decideContractRequest = (body: DecideContractInput) =>
  apiCall(routes.decideContract, { body });
