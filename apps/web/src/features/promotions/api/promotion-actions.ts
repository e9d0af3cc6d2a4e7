import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';

export type PromotionAction = 'join' | 'claim';

/** §2.11 join or claim; the list reloads so every status on screen follows the server's. */
export const usePromotionAction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      announcementId,
      comment,
    }: {
      action: PromotionAction;
      announcementId: number;
      /** §5 sent with a join when the promotion takes a comment. */
      comment?: string;
    }) =>
      action === 'join'
        ? apiCall(routes.joinPromotion, {
            body: { announcementId, ...(comment ? { comment } : {}) },
          })
        : apiCall(routes.claimPromotion, { body: { announcementId } }),
    // The activity centre words the refusal by its reason.
    meta: { showsRefusal: true },
    onSettled: () => client.invalidateQueries({ queryKey: ['promotions', 'list'] }),
  });
};

/** §4 opened → marked read, and the list reloads (type 4 members are not to call it, §6). */
export const useMarkPromotionRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: number) =>
      apiCall(routes.markAnnouncementRead, { body: { announcementId, read: true } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['promotions', 'list'] }),
  });
};
