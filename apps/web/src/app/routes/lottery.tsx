import type { QueryClient } from '@tanstack/react-query';
import { activeLanguage } from '@/lib/i18n';
import { drawNumbersQueryOptions } from '@/features/lottery/api/get-draw-numbers';
import { lotteryMenuQueryOptions } from '@/features/lottery/api/get-lottery-menu';
import { LotteryScreen } from '@/features/lottery/components/lottery-screen';

/** The lottery page's first calls (router.tsx starts them before the page renders). */
export const prefetch = (client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(lotteryMenuQueryOptions(activeLanguage())),
    client.prefetchQuery(drawNumbersQueryOptions()),
  ]);

export const Component = () => <LotteryScreen />;
