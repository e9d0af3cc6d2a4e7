import { useTranslation } from '@/lib/use-translation';
import '../wallet.css';
import { BALANCE_DEFAULT_TEXT } from '@lotto/contract';
import { formatDecimal, formatTopBarBalance, localeOf } from '../utils/format-balance';

/** §3 the top bar's 2-decimal balance, or the side panel's full one (default text 0.0000). */
export const useBalanceText = (sumBalance: string | undefined) => {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    topBar: sumBalance === undefined ? null : formatTopBarBalance(sumBalance, locale),
    full:
      sumBalance === undefined
        ? BALANCE_DEFAULT_TEXT
        : (formatDecimal(sumBalance, BALANCE_DEFAULT_TEXT.split('.')[1]?.length ?? 4, locale) ??
          sumBalance),
  };
};
