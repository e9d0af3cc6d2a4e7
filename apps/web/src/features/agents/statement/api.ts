import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type AgentStatementInput } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

/** Under the agents' root, which a transfer or a new downline clears. */
const statementKey = (token: string | null, query: AgentStatementInput) =>
  ['agents', 'statement', token, query] as const;

/** Issue 32: the agent's commission statement over a range of merchant days. */
export const useAgentStatement = (query: AgentStatementInput) => {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: statementKey(token, query),
    queryFn: ({ signal }) => apiCall(routes.agentStatement, { query, signal }),
    enabled: token !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
};
