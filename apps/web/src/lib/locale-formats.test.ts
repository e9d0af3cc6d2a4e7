import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, PROMOTION_DATE_FORMAT, languages } from '@lotto/contract';
import type { Language } from '@lotto/contract';
import { formatMoney } from '@/features/money/utils/amount';
import { clockText } from '@/features/money/utils/lock-countdown';
import { formatAmount } from '@/features/account/utils/format-amount';
import { formatTopBarBalance } from '@/features/wallet/utils/format-balance';
import { monthTitle, weekdayNames } from '@/features/engagement/utils/calendar';
import { countdownText, formatHms } from '@/features/lottery/utils/countdown';
import { formatRate, formatSignedDecimal, formatWhole } from './format-decimal';
import { formatMerchantDay, formatMerchantTime } from './merchant-time';
import { i18n } from './i18n';

type Messages = Record<string, string>;
const moneyTexts = import.meta.glob<{ default: Messages }>('../features/money/locales/*.json', {
  eager: true,
});
const accountTexts = import.meta.glob<{ default: Messages }>('../features/account/locales/*.json', {
  eager: true,
});

/** Each language of the picker as its readers write 1234567.8 baht (UI.md "Money", §9). */
const money: Record<Language, { cut: string; topBar: string; whole: string; minus: string }> = {
  th: { cut: '1,234,567.89', topBar: '1,234,567.90', whole: '10,000', minus: '-1,234.50' },
  en: { cut: '1,234,567.89', topBar: '1,234,567.90', whole: '10,000', minus: '-1,234.50' },
  cn: { cut: '1,234,567.89', topBar: '1,234,567.90', whole: '10,000', minus: '-1,234.50' },
  ja: { cut: '1,234,567.89', topBar: '1,234,567.90', whole: '10,000', minus: '-1,234.50' },
  vi: { cut: '1.234.567,89', topBar: '1.234.567,90', whole: '10.000', minus: '-1.234,50' },
  id: { cut: '1.234.567,89', topBar: '1.234.567,90', whole: '10.000', minus: '-1.234,50' },
};

/** A month written in words (the sign-in calendar), Common Era in every language. */
const month: Record<Language, string> = {
  th: 'มีนาคม 2026',
  en: 'March 2026',
  cn: '2026年3月',
  ja: '2026年3月',
  vi: 'tháng 3 năm 2026',
  id: 'Maret 2026',
};

// 2026-03-10 13:05 UTC is 20:05 in Bangkok (UTC+7).
const at = Date.UTC(2026, 2, 10, 13, 5);
const bangkok = [{ from: 0, minutes: 420 }];

describe.each(languages)('formats in %s', (language) => {
  it('writes money with its own separators, cut or rounded as each place asks', () => {
    const expected = money[language];
    expect(formatMoney('1234567.8999', 2, language)).toBe(expected.cut);
    expect(formatAmount('1234567.8999', 2, language)).toBe(expected.cut);
    expect(formatTopBarBalance('1234567.8999', language)).toBe(expected.topBar);
    expect(formatWhole(10000, language)).toBe(expected.whole);
    expect(formatSignedDecimal('-1234.5', 2, language)).toBe(expected.minus);
    expect(formatRate('100.00', language)).toBe('100');
    expect(formatRate('12.50', language)).toBe(`12${expected.cut.at(-3)}5`);
    // The decimal separator is never also the group separator (vi read "1.000.00").
    const text = formatMoney('1000.0000', 2, language);
    expect(text.replace(/\d/g, '')).toMatch(/^(,\.|\.,)$/);
  });

  it('writes Latin digits, as the amounts the player types', () => {
    expect(formatMoney('123.4500', 2, language)).toMatch(/^123[.,]45$/);
  });

  it('keeps §9 DD/MM/YYYY HH:mm for times and DD/MM/YYYY for days', () => {
    expect(formatMerchantTime(at, bangkok, DATE_TIME_FORMAT)).toBe('10/03/2026 20:05');
    expect(formatMerchantTime(at, bangkok, PROMOTION_DATE_FORMAT)).toBe('10/03/2026');
    expect(formatMerchantDay('2026-03-10')).toBe('10/03/2026');
  });

  it('names the month and the weekdays in the language', () => {
    expect(monthTitle('2026-03-10', language)).toBe(month[language]);
    expect(weekdayNames(language)).toHaveLength(7);
    expect(new Set(weekdayNames(language)).size).toBeGreaterThan(1);
  });

  it('counts down as §2.9 hh:mm:ss and m:ss, inside the language own sentence', async () => {
    expect(formatHms(3723)).toBe('01:02:03');
    expect(countdownText({ remainTime: 3783, lockTime: 60, isSale: true })).toBe('01:02:03');
    expect(countdownText({ remainTime: 10, lockTime: 60, isSale: false })).toBe('--:--:--');
    expect(clockText(65_000)).toBe('1:05');
    // The language's own messages first: a bundle added before them would stand for the whole
    // language, and i18next would never load the rest for the tests that follow.
    await i18n.loadLanguages(language);
    i18n.addResourceBundle(
      language,
      'translation',
      {
        ...moneyTexts[`../features/money/locales/${language}.json`]?.default,
        ...accountTexts[`../features/account/locales/${language}.json`]?.default,
      },
      true,
      true,
    );
    const t = i18n.getFixedT(language);
    const expires = t('money.expires_in', { time: clockText(65_000) });
    expect(expires).toContain('1:05');
    expect(i18n.exists('money.expires_in', { lng: language, fallbackLng: [] })).toBe(true);
    expect(t('account.security.resend_in', { seconds: 42 })).toContain('42');
    if (language !== 'en')
      expect(expires).not.toBe(i18n.getFixedT('en')('money.expires_in', { time: '1:05' }));
  });
});
