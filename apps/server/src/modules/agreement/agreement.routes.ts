import type { FastifyInstance } from 'fastify';
import {
  USER_AGREEMENT_BODY_LIMIT,
  opsSaveUserAgreement,
  opsUserAgreement,
  userAgreement,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { actorOf, currentOperator } from '../../plugins/ops-auth.plugin';
import type { AgreementService } from './agreement.service';

export default async function agreementRoutes(
  app: FastifyInstance,
  opts: { agreement: AgreementService },
) {
  const { agreement } = opts;
  registerOperation(app, userAgreement, (req) =>
    agreement.forPlayer(req.merchant.code, req.language),
  );
  registerOperation(app, opsUserAgreement, (req) =>
    agreement.forOperator(currentOperator(req).merchantCode),
  );
  registerOperation(app, opsSaveUserAgreement, (req) => agreement.save(actorOf(req), req.body), {
    bodyLimit: USER_AGREEMENT_BODY_LIMIT,
  });
}
