import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { domainReports } from '../../db/schema';

export async function countFailover(
  db: Db,
  report: { merchantCode: string; fromOrigin: string; toOrigin: string; at: Date },
) {
  await db
    .insert(domainReports)
    .values({ ...report, count: 1, firstAt: report.at, lastAt: report.at })
    .onConflictDoUpdate({
      target: [domainReports.merchantCode, domainReports.fromOrigin, domainReports.toOrigin],
      set: { count: sql`${domainReports.count} + 1`, lastAt: report.at },
    });
}

export const failoverReports = (db: Db, merchantCode: string) =>
  db
    .select()
    .from(domainReports)
    .where(eq(domainReports.merchantCode, merchantCode))
    .orderBy(asc(domainReports.fromOrigin), asc(domainReports.toOrigin));
