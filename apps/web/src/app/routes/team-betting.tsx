import { TeamBettingPage } from '@/features/agents/team-reports/team-betting-page';

export const Component = TeamBettingPage;
