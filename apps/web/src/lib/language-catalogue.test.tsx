import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, StorageKey } from '@lotto/contract';
import { formatMoney } from '@/features/money/utils/amount';
import { monthTitle } from '@/features/engagement/utils/calendar';
import { LanguagePicker } from '@/components/language/language-picker';
import { demoSettings } from '@/testing/fixtures';
import { renderWithProviders, stubServer } from '@/testing/test-utils';
import { formatWhole } from './format-decimal';
import { activeLanguage, chosenLanguage, i18n, setLanguage } from './i18n';
import { formatMerchantTime } from './merchant-time';
import en from '@/locales/en.json';
import th from '@/locales/th.json';
import id from '@/locales/id.json';
import cn from '@/locales/cn.json';

describe('a language of the catalogue (§1)', () => {
  it('keeps the chosen code, marks <html lang> with its tag and reads in English', async () => {
    await setLanguage('ko');
    expect(chosenLanguage()).toBe('ko');
    expect(activeLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('ko');
    expect(localStorage.getItem(StorageKey.language)).toBe('ko');
    // The server gets the code the merchant offers and reads it along the same chain.
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ko`);
    expect(i18n.t('title.home')).toBe(en['title.home']);
  });

  it('reads along its chain to the first complete language', async () => {
    await setLanguage('ms');
    expect(document.documentElement.lang).toBe('ms');
    expect(activeLanguage()).toBe('id');
    expect(i18n.t('title.home')).toBe(id['title.home']);

    await setLanguage('zh-HK');
    expect(document.documentElement.lang).toBe('zh-HK');
    expect(activeLanguage()).toBe('cn');
    expect(i18n.t('title.home')).toBe(cn['title.home']);

    await setLanguage('lo');
    expect(activeLanguage()).toBe('th');
    expect(i18n.t('title.home')).toBe(th['title.home']);
  });

  it('writes numbers and dates with the chosen language own tag', () => {
    expect(formatMoney('1234567.8999', 2, 'ko')).toBe('1,234,567.89');
    expect(formatMoney('1234567.8999', 2, 'ms')).toBe('1,234,567.89');
    // A catalogue language whose separators differ from its fallback's (en).
    expect(formatMoney('1234567.8999', 2, 'de')).toBe('1.234.567,89');
    expect(formatWhole(10000, 'de')).toBe('10.000');
    expect(monthTitle('2026-03-10', 'ko')).toBe('2026년 3월');
    expect(monthTitle('2026-03-10', 'ms')).toBe('Mac 2026');
    // §9 keeps DD/MM/YYYY HH:mm whatever the language.
    expect(formatMerchantTime(Date.UTC(2026, 2, 10, 13, 5), [{ from: 0, minutes: 420 }])).toBe(
      '10/03/2026 20:05',
    );
  });

  it('lists the merchant languages by their own names and remembers a choice', async () => {
    stubServer({
      settings: {
        ...demoSettings,
        merchant: { ...demoSettings.merchant, languages: ['th', 'en', 'ko', 'ms'] },
      },
    });
    renderWithProviders(<LanguagePicker />);
    fireEvent.click(await screen.findByRole('button', { name: /ภาษา/ }));
    await screen.findByTestId('language-option-ko');
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(expect.arrayContaining(['ไทย', 'English', '한국어', 'Bahasa Melayu']));
    expect(screen.queryByTestId('language-option-ja')).toBeNull();
    expect(screen.getByTestId('language-option-ko').getAttribute('lang')).toBe('ko');
    fireEvent.click(screen.getByTestId('language-option-ms'));
    await waitFor(() => expect(document.documentElement.lang).toBe('ms'));
    expect(localStorage.getItem(StorageKey.language)).toBe('ms');
  });
});
