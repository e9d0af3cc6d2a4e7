import type { FastifyInstance } from 'fastify';
import {
  FEEDBACK_BODY_LIMIT,
  myFeedback,
  opsAnswerFeedback,
  opsFeedbackList,
  sendFeedback,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { realMember } from '../accounts/session-auth.plugin';
import { actorOf, currentOperator } from '../ops/ops-auth.plugin';
import type { createFeedbackService } from './feedback.service';

/** Issue 21 feedback: the member's two calls and support's two in the console. */
export default async function feedbackRoutes(
  app: FastifyInstance,
  opts: { feedback: ReturnType<typeof createFeedbackService> },
) {
  const { feedback } = opts;
  registerOperation(
    app,
    sendFeedback,
    (req) => feedback.send(req.merchant, realMember(req).id, req.body),
    { bodyLimit: FEEDBACK_BODY_LIMIT },
  );
  registerOperation(app, myFeedback, (req) => feedback.mine(realMember(req).id));
  registerOperation(app, opsFeedbackList, (req) =>
    feedback.list(currentOperator(req).merchantCode, req.query),
  );
  registerOperation(app, opsAnswerFeedback, (req) =>
    feedback.answer(actorOf(req), req.body.id, req.body.answer),
  );
}
