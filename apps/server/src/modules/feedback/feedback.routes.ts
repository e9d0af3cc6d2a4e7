import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FEEDBACK_BODY_LIMIT,
  FEEDBACK_IMAGE_PATH,
  myFeedback,
  opsAnswerFeedback,
  opsFeedbackImageQuery,
  opsFeedbackList,
  sendFeedback,
} from '@lotto/contract';
import { errorResponses, registerOperation } from '../../lib/route';
import { realMember } from '../../plugins/session-auth.plugin';
import { actorOf, currentOperator } from '../../plugins/ops-auth.plugin';
import type { createFeedbackService } from './feedback.service';

/** Feedback: the member's two calls and support's two in the console. */
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
  // An image answers its bytes, not the envelope; the list's declaration gives its roles.
  app.withTypeProvider<ZodTypeProvider>().get(
    FEEDBACK_IMAGE_PATH,
    {
      schema: {
        operationId: 'opsFeedbackImage',
        summary: "One image of a member's feedback (or its thumbnail), for the console",
        tags: ['ops'],
        security: [{ operator: [] }],
        querystring: opsFeedbackImageQuery,
        response: {
          200: {
            description: 'The image (png, jpeg, or a webp thumbnail)',
            content: {
              // The bytes as stored (a Buffer): any, so that the reply's type takes them.
              'image/png': { schema: z.any() },
              'image/jpeg': { schema: z.any() },
              'image/webp': { schema: z.any() },
            },
          },
          ...errorResponses([400, 401, 403, 404, 429]),
        },
      },
      preValidation: (req) => app.authorizeOperator(req, opsFeedbackList),
    },
    async (req, reply) => {
      const { id, index, size } = req.query;
      const image = await feedback.image(currentOperator(req).merchantCode, id, index, size);
      return reply
        .header('content-type', image.contentType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(image.bytes);
    },
  );
  registerOperation(app, opsAnswerFeedback, (req) =>
    feedback.answer(actorOf(req), req.body.id, req.body.answer),
  );
}
