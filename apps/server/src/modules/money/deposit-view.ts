import { DepositMethod, type Deposit, type MerchantConfig } from '@lotto/contract';
import type { DepositRow } from '../../db/schema';
import { fromUnits } from '../../lib/money';
import { qrSvg } from './promptpay';

/** A deposit as the member sees it; `payUrl` is the gateway's page while it is pending. */
export async function depositView(
  merchant: MerchantConfig,
  row: DepositRow,
  payUrl: string | null = null,
  slips = 0,
): Promise<Deposit> {
  const pending = row.state === 'pending';
  return {
    id: row.id,
    method: row.method as DepositMethod,
    requestedAmount: fromUnits(row.requestedAmount),
    amount: fromUnits(row.amount),
    state: row.state as Deposit['state'],
    reference: row.reference,
    qrPayload: pending ? row.qrPayload : null,
    qrSvg: pending && row.qrPayload ? await qrSvg(row.qrPayload) : null,
    payeeAccountName:
      row.method === DepositMethod.promptPay ? merchant.money.promptPay.accountName : null,
    payUrl: pending ? payUrl : null,
    slips,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  };
}
