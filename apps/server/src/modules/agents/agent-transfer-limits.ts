import { sql } from 'drizzle-orm';
import {
  ErrorCode,
  reasonMessage,
  type AgentTransferLimits,
  type MerchantConfig,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import { fieldError, HttpError } from '../../lib/http-error';
import { formatAmount, fromUnits, toUnits } from '../../lib/money';
import { startOfDay } from '../../lib/money-day';

/** The ledger kind of a transfer (agent-transfer.service.ts). */
const AGENT_TRANSFER_KIND = 'agent_transfer';

/** A refusal naming `amount`, worded by its reason in the caller's language. */
const refused = (code: ErrorCode, reason: string, params: Record<string, string>) => {
  const err = fieldError('amount', reasonMessage(reason, 'en', params) ?? reason, code);
  return new HttpError(err.code, err.message, { ...err.value, reason, params });
};

/** What the agent has sent to its team since the start of today in the merchant's zone. */
export async function transferredToday(
  db: Db,
  merchant: MerchantConfig,
  agentId: number,
  now: Date,
): Promise<bigint> {
  const { rows } = (await db.execute(sql`
    select coalesce(sum(-e.amount), 0)::text as total
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
     where t.member_id = ${agentId} and t.merchant_code = ${merchant.code}
       and t.kind = ${AGENT_TRANSFER_KIND} and e.amount < 0
       and t.created_at >= ${startOfDay(now, merchant.timeZone).toISOString()}`)) as {
    rows: { total: string }[];
  };
  return BigInt(rows[0]?.total ?? '0');
}

/** The bounds as the team page shows them, with what the agent has sent today. */
export async function transferLimitsOf(
  db: Db,
  merchant: MerchantConfig,
  agentId: number,
  now: Date,
): Promise<AgentTransferLimits> {
  const { min, max, dailyMax } = merchant.money.agentTransfer;
  return {
    min: fromUnits(toUnits(min)),
    max: fromUnits(toUnits(max)),
    dailyMax: fromUnits(toUnits(dailyMax)),
    sentToday: fromUnits(await transferredToday(db, merchant, agentId, now)),
  };
}

/** The merchant's minimum and maximum per transfer (money.agentTransfer). */
export function checkTransferAmount(merchant: MerchantConfig, amount: bigint): void {
  const { min, max } = merchant.money.agentTransfer;
  const { decimals } = merchant.currency;
  if (amount < toUnits(min))
    throw refused(ErrorCode.AMOUNT_BELOW_MIN, 'TRANSFER_BELOW_MIN', {
      min: formatAmount(toUnits(min), decimals),
    });
  if (amount > toUnits(max))
    throw refused(ErrorCode.AMOUNT_ABOVE_MAX, 'TRANSFER_ABOVE_MAX', {
      max: formatAmount(toUnits(max), decimals),
    });
}

/**
 * The day's total per agent: what it sent today and this transfer at most dailyMax. Run again in
 * withinDailyLimit, so two transfers at once cannot both fit where only one does.
 */
export async function checkTransferDaily(
  db: Db,
  merchant: MerchantConfig,
  agentId: number,
  amount: bigint,
  now: Date,
): Promise<void> {
  const most = toUnits(merchant.money.agentTransfer.dailyMax);
  const sent = await transferredToday(db, merchant, agentId, now);
  if (sent + amount > most) {
    const left = sent >= most ? 0n : most - sent;
    throw refused(ErrorCode.DAILY_LIMIT, 'TRANSFER_DAILY_LIMIT', {
      max: formatAmount(most, merchant.currency.decimals),
      left: formatAmount(left, merchant.currency.decimals),
    });
  }
}

/** Holds the agent's transfers until the transaction ends. */
const lockAgentTransfers = (tx: Db, agentId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('agent-transfer'), ${agentId})`);

/**
 * Writes a transfer in one transaction, the day's total checked again under the agent's lock,
 * where transfers sent at once meet.
 */
export const withinDailyLimit = <T>(
  db: Db,
  merchant: MerchantConfig,
  agentId: number,
  amount: bigint,
  now: Date,
  write: (tx: Db) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    await lockAgentTransfers(tx, agentId);
    await checkTransferDaily(tx, merchant, agentId, amount, now);
    return write(tx);
  });
