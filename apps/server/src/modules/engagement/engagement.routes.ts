import type { FastifyInstance } from 'fastify';
import {
  inviteInfo,
  claimNoviceTask,
  dailySignIn,
  mallItems,
  noviceTasks,
  pointsSummary,
  redeemMallItem,
  rewardCenter,
  signInCalendar,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { registerOperation } from '../../lib/route';
import { realMember } from '../../plugins/session-auth.plugin';
import { createMallService } from './mall.service';
import { createNoviceTasksService } from './novice-tasks.service';
import { pointsSummary as summaryOf } from './points.service';
import { createRewardsService } from './rewards.service';
import { createSignInService } from './sign-in.service';
import { createReferralService } from './referral.service';
import type { Clock } from '../../lib/clock';

/** The engagement calls: points, daily sign-in, novice tasks, points mall, reward center. */
export default async function engagementRoutes(
  app: FastifyInstance,
  opts: { db: Db; clock: Clock },
) {
  const { db, clock } = opts;
  const signIn = createSignInService(db, clock);
  const tasks = createNoviceTasksService(db, clock);
  const mall = createMallService(db, clock);
  const rewards = createRewardsService(db, clock);
  const referral = createReferralService(db);

  registerOperation(app, pointsSummary, (req) => summaryOf(db, realMember(req).id));
  registerOperation(app, signInCalendar, (req) =>
    signIn.calendar(realMember(req).id, req.merchant),
  );
  registerOperation(app, dailySignIn, (req) => signIn.signIn(realMember(req).id, req.merchant));
  registerOperation(app, noviceTasks, (req) => tasks.list(realMember(req).id, req.merchant));
  registerOperation(app, claimNoviceTask, (req) =>
    tasks.claim(realMember(req).id, req.merchant, req.body.task),
  );
  registerOperation(app, mallItems, (req) => mall.items(req.merchant, req.language));
  registerOperation(app, redeemMallItem, (req) =>
    mall.redeem(realMember(req).id, req.merchant, req.body.itemId, req.body.requestId),
  );
  registerOperation(app, inviteInfo, (req) => referral.invite(realMember(req).id, req.merchant));
  registerOperation(app, rewardCenter, (req) =>
    rewards.rewards(realMember(req).id, req.merchant, req.language),
  );
}
