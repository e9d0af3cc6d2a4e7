import { StartLotteryScreen } from '@/features/lottery/components/start-lottery-screen';

export const Component = () => <StartLotteryScreen />;
