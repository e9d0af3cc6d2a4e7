import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_CONTENT_STALE_MS } from '@/config/stale-times';
import { apiCall } from '@/lib/api-client';
import { useActiveLanguage } from '@/lib/use-active-language';
import { useSession } from '@/lib/use-session';
import { homeAnnouncementsParams, routes } from '@lotto/contract';
import type { Language } from '@lotto/contract';

/**
 * Per session (announcements carry a member's read marks) and per language: the server answers in
 * the request's Language, so after a switch everything on screen follows it.
 */
const announcementsKey = (
  types: string,
  group: string | null,
  token: string | null,
  language: Language,
) => ['home', 'announcements', types, group, token, language] as const;

/** §7 home: types B,PL,PU with groupName m_home (the query the server answers ahead too). */
export const HOME_TYPES = homeAnnouncementsParams.types;
export const HOME_GROUP = homeAnnouncementsParams.groupName;

export const announcementsOptions = (
  types: string,
  groupName: string | null,
  token: string | null,
  language: Language,
) =>
  queryOptions({
    queryKey: announcementsKey(types, groupName, token, language),
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
  return useQuery(announcementsOptions(types, groupName, token, useActiveLanguage()));
};

export const homeAnnouncementsOptions = (token: string | null, language: Language) =>
  announcementsOptions(HOME_TYPES, HOME_GROUP, token, language);

export const useHomeAnnouncements = () => useAnnouncements(HOME_TYPES, HOME_GROUP);
