import type { FastifyInstance } from 'fastify';
import { memberLevels, opsMemberLevels, opsSaveMemberLevel } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { registerOperation } from '../../lib/route';
import { realMember } from '../../plugins/session-auth.plugin';
import { actorOf, currentOperator } from '../../plugins/ops-auth.plugin';
import { createLevelsService } from './levels.service';
import { createOpsLevelsService } from './ops-levels.service';

/** Member levels and benefits, for the member and for the console. */
export default async function levelsRoutes(app: FastifyInstance, opts: { db: Db; clock: Clock }) {
  const levels = createLevelsService(opts.db, opts.clock);
  const ops = createOpsLevelsService(opts.db, opts.clock);
  registerOperation(app, memberLevels, (req) =>
    levels.levels(realMember(req).id, req.merchant, req.language),
  );
  registerOperation(app, opsMemberLevels, (req) => ops.levels(currentOperator(req).merchantCode));
  registerOperation(app, opsSaveMemberLevel, (req) => ops.save(actorOf(req), req.body));
}
