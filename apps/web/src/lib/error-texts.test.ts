import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ErrorCode,
  errorCatalogues,
  errorMessage as serverErrorMessage,
  reasonCatalogues,
  reasonMessage as serverReasonMessage,
} from '@lotto/contract';
import type { Language } from '@lotto/contract';

/** The app's modules as a fresh page has them: no language's error texts loaded yet. */
const freshApp = async () => {
  vi.resetModules();
  const [client, contract, texts, i18n, refusal, errorText] = await Promise.all([
    import('./api-client'),
    import('@lotto/contract'),
    import('./error-texts'),
    import('./i18n'),
    import('./refusal'),
    import('@/features/auth/utils/error-text'),
  ]);
  const wrongPassword = (message = 'Account or password is wrong') =>
    new client.ApiError(401, ErrorCode.WRONG_CREDENTIALS, message);
  return {
    wrongPassword,
    loaders: contract.errorTextLoaders,
    ...texts,
    // Named, not only spread: the export exists for this test.
    hasErrorTexts: texts.hasErrorTexts,
    ...i18n,
    refusalOf: refusal.refusalOf,
    apiErrorText: errorText.apiErrorText,
  };
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const server = (language: Language) => serverErrorMessage(ErrorCode.WRONG_CREDENTIALS, language);

describe('error texts by language (§8)', () => {
  it('words th and en from the shell and the others only once loaded', async () => {
    const app = await freshApp();
    expect(app.hasErrorTexts('th')).toBe(true);
    expect(app.hasErrorTexts('en')).toBe(true);
    for (const language of ['cn', 'ja', 'vi', 'id'] as const)
      expect(app.hasErrorTexts(language), language).toBe(false);
    // Until then a code reads in English, never as the bare code.
    expect(app.errorMessage(ErrorCode.WRONG_CREDENTIALS, 'vi')).toBe(server('en'));
  });

  it('loads each language with the very texts the server sends', async () => {
    const app = await freshApp();
    for (const language of Object.keys(app.loaders) as Language[]) {
      await app.loadErrorTexts(language);
      expect(app.hasErrorTexts(language), language).toBe(true);
      for (const code of Object.keys(errorCatalogues[language]) as ErrorCode[])
        expect(app.errorMessage(code, language), `${language} ${code}`).toBe(
          serverErrorMessage(code, language),
        );
      // Whole numbers: a decimal amount is written in the language's money format by the app
      // (refusal.test.ts), which the server's English log text does not do.
      const params = { balance: '12', max: 5, until: '10:00', left: '3' };
      for (const reason of Object.keys(reasonCatalogues[language]))
        expect(app.reasonMessage(reason, language, params), `${language} ${reason}`).toBe(
          serverReasonMessage(reason, language, params),
        );
    }
    expect(server('ja')).not.toBe(server('en'));
  });

  it('asks for nothing for th, en or a language the app does not know, and once for another', async () => {
    const app = await freshApp();
    const loaders = Object.keys(app.loaders).map((language) =>
      vi.spyOn(app.loaders, language as keyof typeof app.loaders),
    );
    await Promise.all(['th', 'en', 'xx'].map(app.loadErrorTexts));
    for (const loader of loaders) expect(loader).not.toHaveBeenCalled();
    await Promise.all([app.loadErrorTexts('ja'), app.loadErrorTexts('ja')]);
    await app.loadErrorTexts('ja');
    expect(loaders.reduce((n, loader) => n + loader.mock.calls.length, 0)).toBe(1);
  });
});

describe('switching language', () => {
  it('switches once the language error texts are in: the first refusal reads in it', async () => {
    const app = await freshApp();
    const atSwitch: string[] = [];
    app.i18n.on('languageChanged', () => atSwitch.push(app.refusalOf(app.wrongPassword()).message));
    await app.setLanguage('cn');
    expect(atSwitch).toEqual([server('cn')]);
    expect(app.refusalOf(app.wrongPassword()).message).toBe(server('cn'));
  });

  it('keeps the messages when the error texts fail, and a later refusal loads them', async () => {
    const app = await freshApp();
    vi.spyOn(app.loaders, 'id').mockRejectedValueOnce(new Error('offline'));
    await app.setLanguage('id');
    expect(app.i18n.language).toBe('id');
    expect(app.i18n.t('title.home')).not.toBe(app.i18n.t('title.home', { lng: 'en' }));
    expect(app.hasErrorTexts('id')).toBe(false);
    // The synchronous wording reads in English meanwhile; an awaited one asks again.
    expect(app.refusalOf(app.wrongPassword()).message).toBe(server('en'));
    expect(await app.apiErrorText(app.wrongPassword(), 'id', 'unknown')).toBe(server('id'));
    expect(app.refusalOf(app.wrongPassword()).message).toBe(server('id'));
  });

  it('falls back to the server text when the language error texts cannot load', async () => {
    const app = await freshApp();
    vi.spyOn(app.loaders, 'vi').mockRejectedValue(new Error('offline'));
    const error = app.wrongPassword('Tài khoản hoặc mật khẩu sai (server)');
    expect(await app.apiErrorText(error, 'vi', 'unknown')).toBe(
      'Tài khoản hoặc mật khẩu sai (server)',
    );
  });
});
