import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionsParams, routes, type Language } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useActiveLanguage } from '@/lib/use-active-language';
import { useSession } from '@/lib/use-session';

/** Per session (each member's status and read marks) and per language. */
export const promotionsKey = (token: string | null, language: Language) =>
  ['promotions', 'list', token, language] as const;

export const promotionsOptions = (token: string | null, language: Language) =>
  queryOptions({
    queryKey: promotionsKey(token, language),
    queryFn: async ({ signal }) =>
      (
        await apiCall(routes.announcements, {
          query: promotionsParams,
          signal,
        })
      ).promotion,
  });

export const usePromotions = () =>
  useQuery(promotionsOptions(useSession()?.token ?? null, useActiveLanguage()));
