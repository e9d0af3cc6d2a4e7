import { LotteryScreen } from '@/features/lottery/components/lottery-screen';

export const Component = () => <LotteryScreen />;
