import { TrialPlay } from '@/features/auth/components/trial-play';

export const Component = TrialPlay;
