import { DepositMethod, type DepositMethodsValue, type MerchantConfig } from '@lotto/contract';
import { fromUnits, toUnits } from '../../lib/money';
import { startOfDay } from '../../lib/money-day';
import type { DepositDeps } from './deposit-deps';
import { depositedSince } from '../../lib/deposit-totals';

/** A method's limits as the merchant configures them. */
type MethodLimits = Pick<MerchantConfig['money']['promptPay'], 'min' | 'max' | 'dailyMax'>;

/** The deposit methods the merchant offers the member, with each one's limits and use today. */
export async function depositMethods(
  { db, clock, gatewayOffered }: DepositDeps,
  merchant: MerchantConfig,
  memberId: number,
): Promise<DepositMethodsValue> {
  const { promptPay, bankTransfer, banks } = merchant.money;
  const today = startOfDay(clock(), merchant.timeZone);
  type Offered = DepositMethodsValue['methods'][number];
  /** One method's limits in the currency's own decimals, and what the member used of it today. */
  const offer = async (
    method: Offered['method'],
    limits: MethodLimits,
    accounts: Offered['accounts'] = [],
  ): Promise<Offered> => ({
    method,
    min: fromUnits(toUnits(limits.min)),
    max: fromUnits(toUnits(limits.max)),
    dailyMax: fromUnits(toUnits(limits.dailyMax)),
    usedToday: fromUnits(await depositedSince(db, memberId, today, method)),
    accounts,
  });
  const methods: Offered[] = [];
  if (promptPay.enabled) methods.push(await offer(DepositMethod.promptPay, promptPay));
  if (bankTransfer.enabled) {
    const accounts = bankTransfer.accounts.map((a) => ({
      ...a,
      bankName: banks.find((b) => b.code === a.bankCode)?.name ?? a.bankCode,
    }));
    methods.push(await offer(DepositMethod.bankTransfer, bankTransfer, accounts));
  }
  const { gateway } = merchant.money;
  if (gatewayOffered(merchant)) methods.push(await offer(DepositMethod.gateway, gateway));
  return { currency: merchant.currency.code, decimals: merchant.currency.decimals, methods };
}
