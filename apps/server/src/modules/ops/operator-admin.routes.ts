import type { FastifyInstance } from 'fastify';
import { opsUpdateOperator } from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { actorOf } from '../../plugins/ops-auth.plugin';
import type { OperatorAdminService } from './operator-admin.service';

export default async function operatorAdminRoutes(
  app: FastifyInstance,
  opts: { operatorAdmin: OperatorAdminService },
) {
  registerOperation(app, opsUpdateOperator, (req) =>
    opts.operatorAdmin.update(actorOf(req), req.body),
  );
}
