import type { AuditEntry, AuditQuery } from '@lotto/contract';
import type { Db } from '../../db/client';
import { insertAudit, listAudit, type AuditRow } from './audit.repository';

/** Who acted: the signed-in operator (null before sign-in) and their address. */
export interface Actor {
  merchantCode: string;
  operatorId: number | null;
  username: string | null;
  ip: string;
}

export interface AuditRecord {
  action: string;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
  outcome?: 'done' | 'refused';
}

/** The most rows one CSV export holds; narrower filters give the rest. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/** Writes one entry; pass the transaction of the change so both land or neither. */
export async function recordAudit(db: Db, actor: Actor, record: AuditRecord): Promise<void> {
  await insertAudit(db, {
    merchantCode: actor.merchantCode,
    operatorId: actor.operatorId,
    operatorUsername: actor.username,
    ip: actor.ip,
    action: record.action,
    targetType: record.targetType ?? null,
    targetId: record.targetId === undefined ? null : String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
    outcome: record.outcome ?? 'done',
  });
}

/**
 * A console save of one row: `<targetType>.create` when there was none `before` (null), else
 * `<targetType>.update`, with the row's view before and after.
 */
export const recordSave = (
  db: Db,
  actor: Actor,
  targetType: string,
  targetId: string | number,
  before: unknown,
  after: unknown,
): Promise<void> =>
  recordAudit(db, actor, {
    action: `${targetType}.${before === null ? 'create' : 'update'}`,
    targetType,
    targetId,
    before,
    after,
  });

const toEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: r.at.getTime(),
  operatorId: r.operatorId,
  operator: r.operatorUsername,
  ip: r.ip,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  before: r.before,
  after: r.after,
  outcome: r.outcome,
});

export async function auditPage(db: Db, merchantCode: string, q: AuditQuery) {
  const { page, pageSize, ...filters } = q;
  const { rows, total } = await listAudit(
    db,
    merchantCode,
    filters,
    pageSize,
    (page - 1) * pageSize,
  );
  return { list: rows.map(toEntry), total };
}

const CSV_COLUMNS = [
  'id',
  'at',
  'operator',
  'ip',
  'action',
  'targetType',
  'targetId',
  'outcome',
  'before',
  'after',
] as const;

/**
 * RFC 4180 quoting; a cell a spreadsheet would read as a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe (OWASP CSV injection).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function auditCsv(
  db: Db,
  merchantCode: string,
  q: Omit<AuditQuery, 'page' | 'pageSize'>,
): Promise<string> {
  const { rows } = await listAudit(db, merchantCode, q, AUDIT_CSV_MAX_ROWS, 0);
  const lines = rows.map((r) => {
    const e = toEntry(r);
    return CSV_COLUMNS.map((c) => csvCell(c === 'at' ? new Date(e.at).toISOString() : e[c])).join(
      ',',
    );
  });
  return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
