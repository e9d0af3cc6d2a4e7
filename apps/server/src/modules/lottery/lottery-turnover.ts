import type { Db } from '../../db/client';
import { settledStakesByMember } from './lottery-orders.repository';

/**
 * What other modules may read of lottery play: the real-money stakes of sub-orders settled in
 * [from, to), per member (member levels' daily rebate counts them as turnover).
 */
export const lotterySettledStakes = (
  db: Db,
  merchantCode: string,
  from: Date,
  to: Date,
): Promise<Map<number, bigint>> => settledStakesByMember(db, merchantCode, from, to);
