import type { FastifyInstance } from 'fastify';
import {
  deleteInboxMessage,
  inbox,
  opsMessages,
  opsSendMessage,
  readInboxMessage,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { currentMember } from '../../plugins/session-auth.plugin';
import { actorOf, currentOperator } from '../../plugins/ops-auth.plugin';
import type { InboxService } from './inbox.service';

export default async function inboxRoutes(app: FastifyInstance, opts: { inbox: InboxService }) {
  const { inbox: service } = opts;
  registerOperation(app, inbox, (req) =>
    service.page(currentMember(req).id, req.query.pageNo, req.query.pageSize),
  );
  registerOperation(app, readInboxMessage, (req) =>
    service.read(currentMember(req).id, req.body.messageId),
  );
  registerOperation(app, deleteInboxMessage, (req) =>
    service.remove(currentMember(req).id, req.body.messageId),
  );
  registerOperation(app, opsSendMessage, (req) => service.send(actorOf(req), req.body));
  registerOperation(app, opsMessages, async (req) => ({
    list: await service.sent(currentOperator(req).merchantCode),
  }));
}
