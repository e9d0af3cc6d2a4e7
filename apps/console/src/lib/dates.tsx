import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** The console's language as Intl reads it; Thai staff read dates in the Buddhist era. */
const intlLocale = (locale: string) => (locale === 'th' ? 'th-TH' : 'en-GB');

/** Formats an instant in the console's language. */
export function useDateTime() {
  const [locale] = useLocaleState();
  const tag = intlLocale(locale);
  return (at: number | string | Date) => new Date(at).toLocaleString(tag);
}

/** react-admin's DateField in the console's language. */
export function LocalDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <DateField locales={intlLocale(locale)} {...props} />;
}
