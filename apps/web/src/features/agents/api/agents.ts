import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  routes,
  type AgentTransferInput,
  type OpenDownlineInput,
  type TeamMembersInput,
  type TeamOverviewInput,
} from '@lotto/contract';
import { moneyAction } from '@/api/idempotent-call';
import { apiCall } from '@/lib/api-client';
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/mutation-config';
import { useSession } from '@/lib/use-session';
import { walletKeys } from '@/lib/wallet-keys';

/** The agent pages' query keys; per session so one agent never sees another's. */
export const agentKeys = {
  all: ['agents'] as const,
  invitation: (token: string | null) => [...agentKeys.all, 'invitation', token] as const,
  rebates: (token: string | null) => [...agentKeys.all, 'rebates', token] as const,
  overview: (token: string | null, from: TeamOverviewInput['from'], to: TeamOverviewInput['to']) =>
    [...agentKeys.all, 'overview', token, from, to] as const,
  members: (token: string | null, username: string, pageNo: string | number) =>
    [...agentKeys.all, 'members', token, username, pageNo] as const,
};

/** §2.1 register centre: the agent's invitation code, link and QR code. */
export const useAgentInvitation = (enabled: boolean) => {
  const token = useSession()?.token ?? null;
  return useQuery(
    queryOptions({
      queryKey: agentKeys.invitation(token),
      queryFn: ({ signal }) => apiCall(routes.agentInvitation, { signal }),
      enabled: enabled && token !== null,
      retry: false,
    }),
  );
};

/** §7 rebate settings and quotas: the agent's rates, and its quotas with how many are used. */
export const useAgentRebates = (enabled: boolean) => {
  const token = useSession()?.token ?? null;
  return useQuery(
    queryOptions({
      queryKey: agentKeys.rebates(token),
      queryFn: ({ signal }) => apiCall(routes.agentRebates, { signal }),
      enabled: enabled && token !== null,
      retry: false,
    }),
  );
};

export const openDownlineRequest = (body: OpenDownlineInput) =>
  apiCall(routes.openDownline, { body });
/** A new downline shows in the team lists and the register centre's quotas. */
export const useOpenDownline = ({
  mutationConfig,
}: MutationHookOptions<typeof openDownlineRequest> = {}) =>
  useInvalidatingMutation(
    openDownlineRequest,
    (client) => client.invalidateQueries({ queryKey: agentKeys.all }),
    mutationConfig,
  );

/** §2.1 team overview over a range of days. */
export const useTeamOverview = (query: TeamOverviewInput, enabled: boolean) => {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: agentKeys.overview(token, query.from, query.to),
    queryFn: ({ signal }) => apiCall(routes.teamOverview, { query, signal }),
    enabled: enabled && token !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
};

/** §2.1 team management: the direct downlines, one page. */
export const useTeamMembers = (query: TeamMembersInput, enabled: boolean) => {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: agentKeys.members(token, query.username ?? '', query.pageNo ?? 1),
    queryFn: ({ signal }) => apiCall(routes.teamMembers, { query, signal }),
    enabled: enabled && token !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
};

/**
 * Issue 32: one transfer to a downline. Each submission is a new action with its own
 * Idempotency-Key, resent unchanged after a network error or a 5xx.
 */
export const agentTransferRequest = (body: AgentTransferInput) =>
  moneyAction().call(routes.agentTransfer, { body });
/** The downline's balance in the list, and the agent's own in the top bar. */
export const useAgentTransfer = ({
  mutationConfig,
}: MutationHookOptions<typeof agentTransferRequest> = {}) =>
  useInvalidatingMutation(
    agentTransferRequest,
    (client) =>
      Promise.all([
        client.invalidateQueries({ queryKey: agentKeys.all }),
        client.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
    mutationConfig,
  );
