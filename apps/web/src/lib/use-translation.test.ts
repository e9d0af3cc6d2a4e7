import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { i18n, setLanguage } from './i18n';
import { useTranslation } from './use-translation';
import th from '@/locales/th.json';
import en from '@/locales/en.json';
import vi from '@/locales/vi.json';

afterEach(async () => {
  await act(() => setLanguage('th'));
  localStorage.clear();
});

describe('useTranslation', () => {
  it('reads a message of the current language, as i18next does', () => {
    const { result } = renderHook(() => useTranslation());
    expect(result.current.t('title.home')).toBe(th['title.home']);
    expect(result.current.t('title.home')).toBe(i18n.t('title.home'));
  });

  it('fills placeholders, and leaves a placeholder without a value as it is', () => {
    i18n.addResource('th', 'translation', 'test.greeting', 'สวัสดี {name} ({n})');
    const { result } = renderHook(() => useTranslation());
    expect(result.current.t('test.greeting', { name: 'Ann', n: 3 })).toBe('สวัสดี Ann (3)');
    expect(result.current.t('test.greeting', { name: 'Ann' })).toBe('สวัสดี Ann ({n})');
  });

  it('reads a catalogue language along its chain, and a missing key reads as the key', async () => {
    await act(() => setLanguage('ko'));
    const { result } = renderHook(() => useTranslation());
    expect(result.current.t('title.home')).toBe(en['title.home']);
    expect(result.current.t('test.no_such_key')).toBe('test.no_such_key');
  });

  it('renders again with a language chosen later, loaded on demand', async () => {
    const { result } = renderHook(() => useTranslation());
    const before = result.current.t;
    await act(() => setLanguage('en'));
    expect(result.current.t('title.home')).toBe(en['title.home']);
    expect(result.current.t).not.toBe(before);
    await act(() => setLanguage('vi'));
    expect(result.current.t('title.home')).toBe(vi['title.home']);
  });

  it('keeps the same function while nothing changes', () => {
    const { result, rerender } = renderHook(() => useTranslation());
    const first = result.current.t;
    rerender();
    expect(result.current.t).toBe(first);
  });
});
