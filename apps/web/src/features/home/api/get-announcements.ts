import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_CONTENT_STALE_MS } from '@/config/stale-times';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { homeAnnouncementsParams, routes } from '@lotto/contract';

/** Per session: announcements carry a member's read marks. */
const announcementsKey = (types: string, group: string | null, token: string | null) =>
  ['home', 'announcements', types, group, token] as const;

/** §7 home: types B,PL,PU with groupName m_home (the query the server answers ahead too). */
export const HOME_TYPES = homeAnnouncementsParams.types;
export const HOME_GROUP = homeAnnouncementsParams.groupName;

export const announcementsOptions = (
  types: string,
  groupName: string | null,
  token: string | null,
) =>
  queryOptions({
    queryKey: announcementsKey(types, groupName, token),
    queryFn: async ({ signal }) => {
      return apiCall(routes.announcements, {
        query: { types, platform: 'M', ...(groupName ? { groupName } : {}) },
        signal,
      });
    },
    staleTime: HOME_CONTENT_STALE_MS,
  });

export const useAnnouncements = (types: string, groupName: string | null) => {
  const token = useSession()?.token ?? null;
  return useQuery(announcementsOptions(types, groupName, token));
};

export const homeAnnouncementsOptions = (token: string | null) =>
  announcementsOptions(HOME_TYPES, HOME_GROUP, token);

export const useHomeAnnouncements = () => useAnnouncements(HOME_TYPES, HOME_GROUP);
