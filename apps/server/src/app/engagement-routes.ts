import type { Db } from '../db/client';
import { createOffsetClock } from '../modules/engagement/engagement-clock';
import engagementDevRoutes from '../modules/engagement/engagement-dev.routes';
import engagementRoutes from '../modules/engagement/engagement.routes';
import opsEngagementRoutes from '../modules/engagement/ops-engagement.routes';
import { payReferralReward } from '../modules/engagement/referral-rewards';
import levelsRoutes from '../modules/levels/levels.routes';
import { evaluateMemberLevel, levelMerchantOf } from '../modules/levels/levels.service';
import promotionsRoutes from '../modules/promotions/promotions.routes';
import { createPromotionsService } from '../modules/promotions/promotions.service';
import type { AppContext } from './app-plugins';

/**
 * Promotions, member levels, points and referral rewards. A settled real bet and a credited
 * deposit count for all three in the emitter's transaction, in this order: promotions first,
 * then the level, then (a deposit) the inviter's reward.
 */
export async function registerEngagementRoutes(ctx: AppContext) {
  const { app, opts, db, clock, merchants, events, protection } = ctx;
  const promotions = createPromotionsService(db, clock);
  // Issued bonuses whose turnover is played become claimed; a credited deposit qualifies the
  // member's deposit-bonus promotions waiting for it (issue 20).
  events.on('betSettled', async (tx, bet) => {
    if (!bet.play) await promotions.recordTurnover(bet.memberId, tx);
  });
  events.on('depositCredited', async (tx, movement) => {
    await promotions.recordDeposit(movement.merchantCode, movement.memberId, movement.amount, tx);
  });
  // Issue 21: a credited deposit or a settled bet may raise the member's level, in its transaction.
  const levelEvent = async (
    tx: Db,
    kind: 'deposits' | 'turnover',
    merchantCode: string,
    memberId: number,
    now: Date,
  ) => {
    const merchant = await merchants.get(merchantCode, tx);
    if (merchant)
      await evaluateMemberLevel(tx, levelMerchantOf(merchant), memberId, now, false, kind);
  };
  events.on('betSettled', async (tx, bet, now) => {
    if (!bet.play) await levelEvent(tx, 'turnover', bet.merchantCode, bet.memberId, now);
  });
  events.on('depositCredited', (tx, movement) =>
    levelEvent(tx, 'deposits', movement.merchantCode, movement.memberId, clock()),
  );
  // §6 a friend's first deposit pays the inviter, in the same transaction (issue 21).
  // Not to or for a member on a time-out or self-exclusion (issue 34).
  events.on('depositCredited', async (tx, movement) => {
    await payReferralReward(tx, movement, clock(), protection.marketingStopped);
  });
  await app.register(promotionsRoutes, { promotions });
  // Issue 21: the engagement module's clock moves only through a development route.
  const engagementClock = createOffsetClock(clock);
  await app.register(engagementRoutes, {
    db,
    clock: opts.devRoutes ? engagementClock.clock : clock,
  });
  if (opts.devRoutes) await app.register(engagementDevRoutes, { offsetClock: engagementClock });
  await app.register(opsEngagementRoutes, {
    db,
    clock,
    merchants,
    marketingStopped: protection.marketingStopped,
  });
  await app.register(levelsRoutes, { db, clock });
  return { promotions };
}
