import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@lotto/contract';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { equalsIgnoringCase } from '../../db/ignoring-case';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAudit(db: Db, row: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

const filtersOf = (merchantCode: string, q: Omit<AuditQuery, 'page' | 'pageSize'>): SQL => {
  const where: SQL[] = [eq(auditLog.merchantCode, merchantCode)];
  if (q.operator) where.push(equalsIgnoringCase(auditLog.operatorUsername, q.operator));
  if (q.targetType) where.push(eq(auditLog.targetType, q.targetType));
  if (q.targetId) where.push(eq(auditLog.targetId, q.targetId));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.from) where.push(gte(auditLog.at, new Date(q.from)));
  if (q.to) where.push(lte(auditLog.at, new Date(q.to)));
  return and(...where)!;
};

export async function listAudit(
  db: Db,
  merchantCode: string,
  q: Omit<AuditQuery, 'page' | 'pageSize'>,
  limit: number,
  offset: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = filtersOf(merchantCode, q);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}
