import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

/** §7 member info of the session (type, labels, unread count), for the shell's gates and dots. */
export const memberInfoOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member-info', token] as const,
    queryFn: ({ signal }) => apiCall(routes.memberInfo, { signal }),
  });

/**
 * Asked only while `wanted` (a popup open), so no page's first view carries the call; asked again
 * each time it opens, so the unread dot follows a message read a moment ago.
 */
export const useMemberInfo = (wanted = true) => {
  const token = useSession()?.token ?? null;
  return useQuery({ ...memberInfoOptions(token), enabled: wanted && token !== null });
};
