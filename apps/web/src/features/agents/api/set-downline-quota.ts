import { routes, type SetDownlineQuotaInput } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/mutation-config';
import { agentKeys } from './agents';

export const setDownlineQuotaRequest = (body: SetDownlineQuotaInput) =>
  apiCall(routes.setDownlineQuota, { body });

/**
 * §7 rebate quotas: the agent sets how many downlines a direct sub-agent may open at a rate.
 * The agent's own quota figures (the register centre) are read again afterwards.
 */
export const useSetDownlineQuota = ({
  mutationConfig,
}: MutationHookOptions<typeof setDownlineQuotaRequest> = {}) =>
  useInvalidatingMutation(
    setDownlineQuotaRequest,
    (client) => client.invalidateQueries({ queryKey: [...agentKeys.all, 'rebates'] }),
    // The form shows the refusal at its field.
    { meta: { showsRefusal: true }, ...mutationConfig },
  );
