import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type SetDownlineQuotaInput } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';

export const setDownlineQuotaRequest = (body: SetDownlineQuotaInput) =>
  apiCall(routes.setDownlineQuota, { body });

/**
 * §7 rebate quotas: the agent sets how many downlines a direct sub-agent may open at a rate.
 * The agent's own quota figures (the register centre) are read again afterwards.
 */
export const useSetDownlineQuota = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDownlineQuotaRequest,
    // The form shows the refusal at its field.
    meta: { showsRefusal: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['agents', 'rebates'] }),
  });
};
