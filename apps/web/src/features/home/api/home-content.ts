import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { HOME_CONTENT_STALE_MS } from '@/config/stale-times';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { homeAnnouncementsParams, hotMatchParams, routes } from '@lotto/contract';

/** Query keys of the home content topic, under one root. */
export const HOME_QUERY_ROOT = 'home';
export const homeKeys = {
  announcements: (types: string, group: string | null, token: string | null) =>
    [HOME_QUERY_ROOT, 'announcements', types, group, token] as const,
  hotMatches: () => [HOME_QUERY_ROOT, 'hot-matches'] as const,
};

/** §7 home: types B,PL,PU with groupName m_home (the query the server answers ahead too). */
export const HOME_TYPES = homeAnnouncementsParams.types;
export const HOME_GROUP = homeAnnouncementsParams.groupName;

export const announcementsOptions = (
  types: string,
  groupName: string | null,
  token: string | null,
) =>
  queryOptions({
    queryKey: homeKeys.announcements(types, groupName, token),
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

/** §7 hot match: types H, platform M → value.hot. */
export const hotMatchesOptions = () =>
  queryOptions({
    queryKey: homeKeys.hotMatches(),
    queryFn: async ({ signal }) => {
      const value = await apiCall(routes.hotMatch, {
        query: hotMatchParams,
        signal,
      });
      return value.hot;
    },
    staleTime: HOME_CONTENT_STALE_MS,
  });

export const useHotMatches = () => useQuery(hotMatchesOptions());

/** §2.3 when logged in, home renews the session once per visit. */
export const useSessionRenew = () => {
  const token = useSession()?.token ?? null;
  const renewed = useRef<string | null>(null);
  const { mutate } = useMutation({
    mutationFn: async () => {
      await apiCall(routes.sessionRenew);
    },
  });
  useEffect(() => {
    if (!token || renewed.current === token) return;
    renewed.current = token;
    mutate();
  }, [token, mutate]);
};
