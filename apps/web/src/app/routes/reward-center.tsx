import { RewardCenterPage } from '@/features/engagement/components/reward-center-page';

export const Component = RewardCenterPage;
