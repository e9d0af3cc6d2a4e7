import { ErrorCode, type MerchantConfig } from '@lotto/contract';
import { formatAmount, toUnits } from '../../lib/money';
import { moneyFieldError } from '../../lib/money-errors';

/**
 * A typed amount in wallet units, refused when it has more decimals than the currency or lies
 * outside [min, max] (decimal strings of the merchant file).
 */
export function checkedAmount(
  merchant: MerchantConfig,
  text: string,
  limits: { min: string; max: string },
  field = 'amount',
): bigint {
  const decimals = text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
  if (decimals > merchant.currency.decimals) {
    throw moneyFieldError(
      field,
      ErrorCode.AMOUNT_DECIMALS,
      `${field} must have at most ${merchant.currency.decimals} decimals`,
    );
  }
  const units = toUnits(text);
  const min = toUnits(limits.min);
  const max = toUnits(limits.max);
  if (units < min) {
    throw moneyFieldError(
      field,
      ErrorCode.AMOUNT_BELOW_MIN,
      `${field} must be at least ${formatAmount(min, merchant.currency.decimals)}`,
    );
  }
  if (units > max) {
    throw moneyFieldError(
      field,
      ErrorCode.AMOUNT_ABOVE_MAX,
      `${field} must be at most ${formatAmount(max, merchant.currency.decimals)}`,
    );
  }
  return units;
}
