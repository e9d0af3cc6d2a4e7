import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MemberType, routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';

/** §6: type-4 members do not mark announcements read (the server ignores them too). */
export const marksAnnouncementsRead = (memberType: number | null | undefined, loggedIn: boolean) =>
  loggedIn && memberType !== MemberType.TYPE_4;

/** §4, §7 mark read: the announcement lists reload, so every mark on screen follows the server's. */
export const useMarkAnnouncementRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: number) =>
      apiCall(routes.markAnnouncementRead, { body: { announcementId, read: true } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['home', 'announcements'] }),
  });
};
