import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

/** §2.1 /m/inviteFriends: the member's code, link, QR code and invited friends. */
export const inviteOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['engagement', 'invite', token] as const,
    queryFn: ({ signal }) => apiCall(routes.inviteInfo, { signal }),
    enabled: token !== null,
    retry: false,
  });

export const useInvite = () => useQuery(inviteOptions(useSession()?.token ?? null));
