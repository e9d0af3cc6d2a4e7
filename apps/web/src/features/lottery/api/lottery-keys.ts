import type { PrizeMode } from '@lotto/contract';

/** Query keys of the lottery list, from one root (STYLE: per-topic roots). */
const ROOT = 'lottery';
export const lotteryKeys = {
  all: [ROOT] as const,
  menu: (prizeMode: PrizeMode, language: string) => [ROOT, 'menu', prizeMode, language] as const,
  draws: (prizeMode: PrizeMode) => [ROOT, 'draws', prizeMode] as const,
  pageCode: (token: string) => [ROOT, 'page-code', token] as const,
  pushKey: () => [ROOT, 'push-key'] as const,
  reminders: (userName: string) => [ROOT, 'reminders', userName] as const,
};
