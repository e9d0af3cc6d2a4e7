import { AgentRegisterPage } from '@/features/agents/components/agent-register-page';

export const Component = AgentRegisterPage;
