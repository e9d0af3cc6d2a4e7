import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** What each promotion use case is given by the promotions service. */
export interface PromotionDeps {
  db: Db;
  clock: Clock;
}
