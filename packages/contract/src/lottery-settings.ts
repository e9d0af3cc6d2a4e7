import { z } from 'zod';
import { lotteryBetTypeCodes, oddsUnits } from './lottery-bets';

const amount = z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, 'must be a decimal string like 100.00');
const odds = z.string().refine((v) => oddsUnits(v) !== null, 'must be decimal odds like 90 or 3.2');

/** The demo merchant's limits; a merchant file may write its own `lottery` block. */
export const DEFAULT_LOTTERY_SETTINGS = {
  odds: {},
  minStakePerUnit: '1',
  maxStakePerBet: '10000',
  maxStakePerDraw: '50000',
  maxFollowDraws: 10,
  halfSpanCountdown: [] as string[],
};

/**
 * Lottery betting: odds per bet type (lottery-bets.ts codes; a type not written here
 * pays its default odds), and the limits of a slip: the stake per unit, the stake of one bet
 * (a bet type on one draw), the member's stake on one draw of a game, the draws a slip follows.
 */
export const lotterySettings = z
  .object({
    odds: z.partialRecord(z.enum(lotteryBetTypeCodes as [string, ...string[]]), odds).default({}),
    minStakePerUnit: amount.default(DEFAULT_LOTTERY_SETTINGS.minStakePerUnit),
    maxStakePerBet: amount.default(DEFAULT_LOTTERY_SETTINGS.maxStakePerBet),
    maxStakePerDraw: amount.default(DEFAULT_LOTTERY_SETTINGS.maxStakePerDraw),
    maxFollowDraws: z
      .number()
      .int()
      .min(1)
      .max(30)
      .default(DEFAULT_LOTTERY_SETTINGS.maxFollowDraws),
    /**
     * §2.9 the countdown's other variant, per lottery: these game codes count down to the draw
     * minus half of the lottery's time span instead of minus the lock time.
     */
    halfSpanCountdown: z.array(z.string().min(1).max(64)).default([]),
  })
  .default(DEFAULT_LOTTERY_SETTINGS);
export type LotterySettings = z.infer<typeof lotterySettings>;
