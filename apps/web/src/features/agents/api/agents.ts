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
import { useSession } from '@/lib/use-session';

/** §2.1 register centre: the agent's invitation code, link and QR code. */
export const useAgentInvitation = (enabled: boolean) => {
  const token = useSession()?.token ?? null;
  return useQuery(
    queryOptions({
      queryKey: ['agents', 'invitation', token] as const,
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
      queryKey: ['agents', 'rebates', token] as const,
      queryFn: ({ signal }) => apiCall(routes.agentRebates, { signal }),
      enabled: enabled && token !== null,
      retry: false,
    }),
  );
};

export const openDownlineRequest = (body: OpenDownlineInput) =>
  apiCall(routes.openDownline, { body });

/** §2.1 team overview over a range of days. */
export const useTeamOverview = (query: TeamOverviewInput, enabled: boolean) => {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: ['agents', 'overview', token, query.from, query.to] as const,
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
    queryKey: ['agents', 'members', token, query.username ?? '', query.pageNo ?? 1] as const,
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
