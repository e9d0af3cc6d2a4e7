import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Language } from '@lotto/contract';
import { HOME_CONTENT_STALE_MS } from '@/config/stale-times';
import { apiCall } from '@/lib/api-client';
import { activeLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useSession } from '@/lib/use-session';
import { homeAnnouncementsParams, hotMatchParams, routes } from '@lotto/contract';

/**
 * Query keys of the home content topic, under one root. The server answers in the request's
 * Language, so the language is part of each key: after a switch everything on screen follows it.
 */
export const HOME_QUERY_ROOT = 'home';
export const homeKeys = {
  announcements: (types: string, group: string | null, token: string | null, language: Language) =>
    [HOME_QUERY_ROOT, 'announcements', types, group, token, language] as const,
  hotMatches: (language: Language) => [HOME_QUERY_ROOT, 'hot-matches', language] as const,
};

/** The active language, rendering again when it changes. */
const useLanguage = (): Language => {
  useTranslation();
  return activeLanguage();
};

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
    queryKey: homeKeys.announcements(types, groupName, token, language),
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
  return useQuery(announcementsOptions(types, groupName, token, useLanguage()));
};

export const homeAnnouncementsOptions = (token: string | null, language: Language) =>
  announcementsOptions(HOME_TYPES, HOME_GROUP, token, language);

export const useHomeAnnouncements = () => useAnnouncements(HOME_TYPES, HOME_GROUP);

/** §7 hot match: types H, platform M → value.hot. */
export const hotMatchesOptions = (language: Language) =>
  queryOptions({
    queryKey: homeKeys.hotMatches(language),
    queryFn: async ({ signal }) => {
      const value = await apiCall(routes.hotMatch, {
        query: hotMatchParams,
        signal,
      });
      return value.hot;
    },
    staleTime: HOME_CONTENT_STALE_MS,
  });

export const useHotMatches = () => useQuery(hotMatchesOptions(useLanguage()));

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
