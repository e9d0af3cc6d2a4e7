import type { FastifyInstance } from 'fastify';
import {
  ageVerification,
  AGE_DOCUMENT_MAX_BYTES,
  opsAgeDecide,
  opsAgeDocument,
  opsAgeVerifications,
  submitAgeDocument,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { actorOf, currentOperator } from '../../plugins/ops-auth.plugin';
import { realMember } from '../../plugins/session-auth.plugin';
import type { AgeVerificationService } from './age-verification.service';

/** Issue 34: the member's age verification, and support's queue of ID documents. */
export default async function ageVerificationRoutes(
  app: FastifyInstance,
  opts: { ages: AgeVerificationService },
) {
  const { ages } = opts;

  registerOperation(app, ageVerification, (req) => ages.state(req.merchant, realMember(req).id));

  registerOperation(
    app,
    submitAgeDocument,
    (req) => ages.submit(req.merchant, realMember(req), req.language, req.body, req.ip),
    // One image as base64 with the envelope around it.
    { bodyLimit: Math.ceil((AGE_DOCUMENT_MAX_BYTES * 4) / 3) + 64 * 1024 },
  );

  registerOperation(app, opsAgeVerifications, (req) =>
    ages.queue(currentOperator(req).merchantCode),
  );

  registerOperation(app, opsAgeDocument, (req) =>
    ages.document(currentOperator(req).merchantCode, req.query.id),
  );

  registerOperation(app, opsAgeDecide, (req) => {
    const actor = actorOf(req);
    const operator = currentOperator(req);
    return ages.decide(
      { ...req.merchant, code: operator.merchantCode },
      { ...actor, operatorId: operator.id },
      req.body,
    );
  });
}
