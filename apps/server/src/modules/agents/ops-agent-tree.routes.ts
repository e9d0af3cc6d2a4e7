import type { FastifyInstance } from 'fastify';
import { ErrorCode, opsAgentTree, opsMoveDownline } from '@lotto/contract';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/http-error';
import { registerOperation } from '../../lib/route';
import { actorOf, currentOperator } from '../../plugins/ops-auth.plugin';
import { findMemberByUsername } from '../accounts/members.service';
import { directDownlinesPage, nodeOfMember, topsPage, uplineChain } from './agent-tree.repository';
import { moveDownline } from './move-downline.service';

const noSuchMember = (field: string) => fieldError(field, 'no such member', ErrorCode.NOT_FOUND);

/** Issue 32: the console's agent tree and moving a downline (owner, audited). */
export default async function opsAgentTreeRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  registerOperation(app, opsAgentTree, async (req) => {
    const { merchantCode } = currentOperator(req);
    const { username, pageNo, pageSize } = req.query;
    if (username === undefined || username.trim() === '')
      return { member: null, uplines: [], ...(await topsPage(db, merchantCode, pageNo, pageSize)) };
    const member = await findMemberByUsername(db, merchantCode, username.trim());
    if (!member) throw noSuchMember('username');
    return {
      member: await nodeOfMember(db, member.id),
      uplines: await uplineChain(db, member.id),
      ...(await directDownlinesPage(db, member.id, pageNo, pageSize)),
    };
  });
  registerOperation(app, opsMoveDownline, async (req) => {
    const actor = actorOf(req);
    const member = await findMemberByUsername(db, actor.merchantCode, req.body.username);
    if (!member) throw noSuchMember('username');
    const upline = await findMemberByUsername(db, actor.merchantCode, req.body.upline);
    if (!upline) throw noSuchMember('upline');
    return db.transaction(async (tx) => {
      const { endedContracts } = await moveDownline(tx, actor, member, upline);
      return {
        member: await nodeOfMember(tx, member.id),
        uplines: await uplineChain(tx, member.id),
        endedContracts: endedContracts.length,
      };
    });
  });
}
