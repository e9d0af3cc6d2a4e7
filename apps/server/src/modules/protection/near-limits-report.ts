import { NEAR_LIMIT_PERCENT, type OpsNearLimitsValue } from '@lotto/contract';
import type { Db } from '../../db/client';
import { fromUnits } from '../../lib/money';
import { usedUnder } from './protection-guard';
import { limitsOfMerchant, sessionTimeOf } from './protection.repository';
import { merchantDayOf } from './session-time.service';

/** The report lists at most this many limits (the contract's bound). */
const REPORT_MAX = 500;
const MINUTE_MS = 60_000;

const percentOf = (used: bigint, max: bigint) =>
  max <= 0n ? 100 : Number(((used > 0n ? used : 0n) * 100n) / max);

/**
 * Issue 34: every limit of the merchant's members that is at least 80 % used, the fullest first:
 * money limits over their rolling windows, the session-time limit over today (merchant day).
 */
export async function nearLimitsReport(
  db: Db,
  merchant: { code: string; timeZone: string; currency: { code: string } },
  now: Date,
): Promise<OpsNearLimitsValue> {
  const day = merchantDayOf(now, merchant.timeZone);
  const rows = await limitsOfMerchant(db, merchant.code);
  const list: OpsNearLimitsValue['list'] = [];
  for (const row of rows) {
    const max = row.amount as bigint;
    if (row.kind === 'session') {
      const time = await sessionTimeOf(db, row.memberId);
      const usedMinutes = BigInt(Math.floor((time?.day === day.key ? time.usedMs : 0) / MINUTE_MS));
      const percent = percentOf(usedMinutes, max);
      if (percent >= NEAR_LIMIT_PERCENT)
        list.push({
          memberId: row.memberId,
          username: row.username,
          kind: 'session',
          period: row.period,
          amount: String(max),
          used: String(usedMinutes),
          percent,
        });
      continue;
    }
    const used = await usedUnder(db, row.memberId, row.kind, row.period, now);
    const percent = percentOf(used, max);
    if (percent >= NEAR_LIMIT_PERCENT)
      list.push({
        memberId: row.memberId,
        username: row.username,
        kind: row.kind,
        period: row.period,
        amount: fromUnits(max),
        used: fromUnits(used > 0n ? used : 0n),
        percent,
      });
  }
  list.sort((a, b) => b.percent - a.percent || a.memberId - b.memberId);
  return { list: list.slice(0, REPORT_MAX), currency: merchant.currency.code };
}
