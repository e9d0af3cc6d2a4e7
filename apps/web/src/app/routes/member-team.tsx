import { MemberTeamPage } from '@/features/agents/components/member-team-page';

export const Component = MemberTeamPage;
