import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

export const signInKey = (token: string | null) => ['engagement', 'sign-in', token] as const;

/** §2.1 /m/activity/signIn: this month's sign-ins and the streak. */
export const signInOptions = (token: string | null) =>
  queryOptions({
    queryKey: signInKey(token),
    queryFn: ({ signal }) => apiCall(routes.signInCalendar, { signal }),
    enabled: token !== null,
  });

export const useSignInCalendar = () => useQuery(signInOptions(useSession()?.token ?? null));

export const signInRequest = () => apiCall(routes.dailySignIn);
