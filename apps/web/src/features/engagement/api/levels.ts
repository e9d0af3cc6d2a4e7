import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

/** §2.1 /m/member/benefits: the levels, the member's level and the progress to the next. */
export const levelsOptions = (token: string | null, language: string) =>
  queryOptions({
    queryKey: ['engagement', 'levels', token, language] as const,
    queryFn: ({ signal }) => apiCall(routes.memberLevels, { signal }),
    enabled: token !== null,
  });

export const useLevels = (language: string) =>
  useQuery(levelsOptions(useSession()?.token ?? null, language));
