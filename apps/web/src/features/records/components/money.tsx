import { useSettings } from '@/lib/settings';
import { useChosenLanguage } from '@/lib/use-active-language';
import { formatSignedDecimal, localeOf } from '@/lib/format-decimal';

/** §3 amounts in the records: the currency's decimals; signed ones coloured by sign. */
export const Money = ({ value, signed = false }: { value: string; signed?: boolean }) => {
  const settings = useSettings();
  const language = useChosenLanguage();
  const decimals = settings?.merchant.currency.decimals ?? 2;
  const text = formatSignedDecimal(value, decimals, localeOf(language)) ?? value;
  const negative = text.startsWith('-');
  const positive = signed && !negative && /[1-9]/.test(text);
  return (
    <span
      className={`records-money${signed && negative ? ' records-money--minus' : ''}${positive ? ' records-money--plus' : ''}`}
    >
      {positive ? `+${text}` : text}
    </span>
  );
};
