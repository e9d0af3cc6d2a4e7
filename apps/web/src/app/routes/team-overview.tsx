import { TeamOverviewPage } from '@/features/agents/components/team-overview-page';

export const Component = TeamOverviewPage;
