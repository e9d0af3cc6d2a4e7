import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Language } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useActiveLanguage } from '@/lib/use-active-language';

/** The agreement changes rarely: a few minutes is fresh enough. */
const AGREEMENT_STALE_MS = 5 * 60_000;

export const userAgreementOptions = (language: Language) =>
  queryOptions({
    queryKey: ['agreement', 'user', language] as const,
    queryFn: ({ signal }) => apiCall(routes.userAgreement, { signal }),
    staleTime: AGREEMENT_STALE_MS,
  });

export const useUserAgreement = () => useQuery(userAgreementOptions(useActiveLanguage()));
