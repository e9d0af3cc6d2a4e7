import { TeamPnlPage } from '@/features/agents/team-reports/team-pnl-page';

export const Component = TeamPnlPage;
