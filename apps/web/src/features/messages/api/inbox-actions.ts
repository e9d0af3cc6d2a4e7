import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';

/** After a read or a delete the list and the member's unread count (the dots) follow. */
const useRefreshAfter = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['inbox'] }),
      client.invalidateQueries({ queryKey: ['member-info'] }),
    ]);
};

export const useReadMessage = () => {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (messageId: number) => apiCall(routes.readInboxMessage, { body: { messageId } }),
    onSuccess: refresh,
  });
};

export const useDeleteMessage = () => {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (messageId: number) => apiCall(routes.deleteInboxMessage, { body: { messageId } }),
    onSuccess: refresh,
  });
};
