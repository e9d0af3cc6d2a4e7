import { formatDecimal, formatSignedDecimal, localeOf } from '@/lib/format-decimal';
import { useSettings } from '@/lib/settings';
import { useTranslation } from '@/lib/use-translation';

/**
 * Amounts as the player reads them: the merchant currency's decimals, the player's language's
 * separators; an amount that is not a decimal is shown as it came.
 */
export function useMoneyFormat() {
  const { i18n } = useTranslation();
  const settings = useSettings();
  const decimals = settings?.merchant.currency.decimals ?? 2;
  const locale = localeOf(i18n.language);
  return {
    decimals,
    money: (amount: string) => formatDecimal(amount, decimals, locale) ?? amount,
    signed: (amount: string) => formatSignedDecimal(amount, decimals, locale) ?? amount,
  };
}
