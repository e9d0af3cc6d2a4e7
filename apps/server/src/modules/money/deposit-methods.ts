import { DepositMethod, type DepositMethodsValue, type MerchantConfig } from '@lotto/contract';
import { fromUnits, toUnits } from '../../lib/money';
import { startOfDay } from '../../lib/money-day';
import type { DepositDeps } from './deposit-deps';
import { depositedSince } from './deposits.repository';

/** The deposit methods the merchant offers the member, with each one's limits and use today. */
export async function depositMethods(
  { db, clock, gatewayOffered }: DepositDeps,
  merchant: MerchantConfig,
  memberId: number,
): Promise<DepositMethodsValue> {
  const { promptPay, bankTransfer, banks } = merchant.money;
  const today = startOfDay(clock(), merchant.timeZone);
  const methods: DepositMethodsValue['methods'] = [];
  if (promptPay.enabled) {
    methods.push({
      method: DepositMethod.promptPay,
      min: fromUnits(toUnits(promptPay.min)),
      max: fromUnits(toUnits(promptPay.max)),
      dailyMax: fromUnits(toUnits(promptPay.dailyMax)),
      usedToday: fromUnits(await depositedSince(db, memberId, DepositMethod.promptPay, today)),
      accounts: [],
    });
  }
  if (bankTransfer.enabled) {
    methods.push({
      method: DepositMethod.bankTransfer,
      min: fromUnits(toUnits(bankTransfer.min)),
      max: fromUnits(toUnits(bankTransfer.max)),
      dailyMax: fromUnits(toUnits(bankTransfer.dailyMax)),
      usedToday: fromUnits(await depositedSince(db, memberId, DepositMethod.bankTransfer, today)),
      accounts: bankTransfer.accounts.map((a) => ({
        ...a,
        bankName: banks.find((b) => b.code === a.bankCode)?.name ?? a.bankCode,
      })),
    });
  }
  const { gateway } = merchant.money;
  if (gatewayOffered(merchant)) {
    methods.push({
      method: DepositMethod.gateway,
      min: fromUnits(toUnits(gateway.min)),
      max: fromUnits(toUnits(gateway.max)),
      dailyMax: fromUnits(toUnits(gateway.dailyMax)),
      usedToday: fromUnits(await depositedSince(db, memberId, DepositMethod.gateway, today)),
      accounts: [],
    });
  }
  return { currency: merchant.currency.code, decimals: merchant.currency.decimals, methods };
}
