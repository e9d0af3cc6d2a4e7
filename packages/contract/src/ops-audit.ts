import { z } from 'zod';
import { epochMs } from './fields';
import { text } from './input-bounds';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';

const tags = ['ops'];

export const auditEntry = z
  .object({
    id: z.number().int(),
    at: epochMs,
    operatorId: z.number().int().nullable(),
    operator: z.string().nullable(),
    ip: z.string().nullable(),
    action: z.string(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    outcome: z.enum(['done', 'refused']),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

const isoTime = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO date-time` }).optional();

export const AUDIT_PAGE_MAX = 200;

export const auditQuery = closedObject({
  operator: text('operator').max(32, 'operator must be at most 32 characters').optional(),
  targetType: text('targetType').max(32, 'targetType must be at most 32 characters').optional(),
  targetId: text('targetId').max(64, 'targetId must be at most 64 characters').optional(),
  action: text('action').max(64, 'action must be at most 64 characters').optional(),
  from: isoTime('from'),
  to: isoTime('to'),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(100000).default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int()
    .min(1)
    .max(AUDIT_PAGE_MAX)
    .default(50),
});
export type AuditQuery = z.output<typeof auditQuery>;

export const opsAuditLog = defineOperation({
  operationId: 'opsAuditLog',
  method: 'GET',
  path: '/ops/audit',
  summary: 'The audit log, newest first, filtered by operator, target, action and time',
  tags,
  auth: 'operator',
  roles: ['owner', 'read_only'],
  query: auditQuery,
  response: z
    .object({ list: z.array(auditEntry), total: z.number().int() })
    .meta({ id: 'AuditPage' }),
});

/** The CSV export answers text/csv, not the envelope; the same filters and roles as the list. */
export const AUDIT_CSV_PATH = '/ops/audit.csv';
