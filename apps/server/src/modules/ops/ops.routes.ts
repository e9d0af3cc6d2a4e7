import type { FastifyInstance } from 'fastify';
import {
  AUDIT_CSV_PATH,
  opsAllowedAddresses,
  opsSetAllowedAddresses,
  auditQuery,
  opsAuditLog,
  opsEnrolmentComplete,
  opsEnrolmentStart,
  opsInviteOperator,
  opsMe,
  opsMemberAddNote,
  opsMemberDetail,
  opsMemberEndSessions,
  opsMemberLock,
  opsMemberSearch,
  opsMemberSetLabels,
  opsMemberSetPayeeName,
  opsMerchantSettings,
  opsMerchantVersions,
  opsOperators,
  opsSetMaintenance,
  opsUpdateMerchantSettings,
  opsSignIn,
  opsSignOut,
} from '@lotto/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { errorResponses, registerOperation } from '../../lib/route';
import { actorOf, currentOperator } from '../../plugins/ops-auth.plugin';
import { auditCsv, auditPage } from '../audit/audit.service';
import type { OpsMembersService } from './ops-members.service';
import type { OpsMerchantService } from './ops-merchant.service';
import type { OperatorsService } from './operators.service';
import type { OpsSessions } from './ops-sessions';

/** Sign-in and enrolment check a password: as slow for a guesser as the players' login. */
export const OPS_SIGN_IN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

// eslint-disable-next-line max-lines-per-function -- the console's route table: one registration per operation (sign-in, operators, audit, members, merchant settings), read top to bottom
export default async function opsRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    operators: OperatorsService;
    members: OpsMembersService;
    merchant: OpsMerchantService;
    sessions: OpsSessions;
  },
) {
  const { db, operators, members, merchant, sessions } = opts;

  registerOperation(
    app,
    opsEnrolmentStart,
    (req) => operators.enrolmentStart(req.body.token, req.merchant),
    { rateLimit: OPS_SIGN_IN_RATE_LIMIT },
  );
  registerOperation(
    app,
    opsEnrolmentComplete,
    (req) => operators.enrolmentComplete(req.body, req.merchant, req.ip),
    { rateLimit: OPS_SIGN_IN_RATE_LIMIT },
  );
  registerOperation(
    app,
    opsSignIn,
    (req) => operators.signIn(req.merchant.code, req.body, req.ip, req.headers['user-agent']),
    { rateLimit: OPS_SIGN_IN_RATE_LIMIT },
  );
  registerOperation(app, opsSignOut, async (req) => {
    await sessions.close(currentOperator(req).sessionId);
    return null;
  });
  registerOperation(app, opsMe, (req) => {
    const o = currentOperator(req);
    return { id: o.id, username: o.username, role: o.role, merchant: o.merchantCode };
  });

  registerOperation(app, opsOperators, (req) => operators.list(currentOperator(req).merchantCode));
  registerOperation(app, opsInviteOperator, (req) =>
    operators.createWithLink(actorOf(req), req.body.username, req.body.role),
  );

  registerOperation(app, opsAllowedAddresses, (req) =>
    operators.allowedAddresses(currentOperator(req).merchantCode),
  );
  registerOperation(app, opsSetAllowedAddresses, (req) =>
    operators.setAllowedAddresses(actorOf(req), req.body.addresses),
  );

  registerOperation(app, opsAuditLog, (req) =>
    auditPage(db, currentOperator(req).merchantCode, req.query),
  );
  // The export answers a file, not the envelope; the list's declaration gives its roles.
  app.withTypeProvider<ZodTypeProvider>().get(
    AUDIT_CSV_PATH,
    {
      schema: {
        operationId: 'opsAuditCsv',
        summary: 'The audit log as CSV (text/csv), with the filters of opsAuditLog',
        tags: ['ops'],
        security: [{ operator: [] }],
        querystring: auditQuery.omit({ page: true, pageSize: true }),
        response: {
          200: { description: 'The audit log', content: { 'text/csv': { schema: z.string() } } },
          ...errorResponses([400, 401, 403, 429]),
        },
      },
      preValidation: (req) => app.authorizeOperator(req, opsAuditLog),
    },
    async (req, reply) => {
      const csv = await auditCsv(db, currentOperator(req).merchantCode, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  registerOperation(app, opsMemberSearch, (req) => members.search(req.merchant, req.query));
  registerOperation(app, opsMemberDetail, (req) =>
    members.detail(currentOperator(req).merchantCode, req.query.id),
  );
  registerOperation(app, opsMemberLock, (req) =>
    members.lock(actorOf(req), req.body.memberId, req.body.locked),
  );
  registerOperation(app, opsMemberEndSessions, (req) =>
    members.endSessions(actorOf(req), req.body.memberId, req.body.sessionId),
  );
  registerOperation(app, opsMemberSetLabels, (req) =>
    members.setLabels(actorOf(req), req.body.memberId, req.body.labels),
  );
  registerOperation(app, opsMemberSetPayeeName, (req) =>
    members.setPayeeName(actorOf(req), req.body.memberId, req.body.payeeName),
  );
  registerOperation(app, opsMemberAddNote, (req) =>
    members.addNote(actorOf(req), req.body.memberId, req.body.body),
  );

  registerOperation(app, opsMerchantSettings, (req) =>
    merchant.current(currentOperator(req).merchantCode),
  );
  registerOperation(app, opsUpdateMerchantSettings, (req) =>
    merchant.update(actorOf(req), req.body.version, req.body.config),
  );
  registerOperation(app, opsSetMaintenance, (req) =>
    merchant.setMaintenance(actorOf(req), req.body.version, req.body.maintenance, req.body.info),
  );
  registerOperation(app, opsMerchantVersions, (req) =>
    merchant.versions(currentOperator(req).merchantCode),
  );
}
