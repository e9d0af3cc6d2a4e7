import { AgentStatementPage } from '@/features/agents/statement/agent-statement-page';

export const Component = AgentStatementPage;
