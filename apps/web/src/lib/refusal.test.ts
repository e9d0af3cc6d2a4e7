import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode, FieldIssueCode, errorMessage, languages } from '@lotto/contract';
import { ApiError, ClientErrorCode } from './api-client';
import { i18n } from './i18n';
import { fieldIssueKeys, refusalOf } from './refusal';

const localeFiles = import.meta.glob<Record<string, string>>('../locales/*.json', {
  eager: true,
  import: 'default',
});
const locale = (language: string) => localeFiles[`../locales/${language}.json`] ?? {};

/** Codes only payment gateways' callbacks meet: never an answer to the app. */
const SERVER_TO_SERVER = new Set<string>([
  ErrorCode.GATEWAY_SIGNATURE,
  ErrorCode.GATEWAY_STALE,
  ErrorCode.GATEWAY_REPLAY,
  ErrorCode.GATEWAY_MISMATCH,
]);

afterEach(() => i18n.changeLanguage('th'));

describe('every refusal the app can receive has its own text', () => {
  it('words every error code in th and en', () => {
    for (const code of Object.values(ErrorCode).filter((c) => !SERVER_TO_SERVER.has(c))) {
      const en = errorMessage(code, 'en');
      const th = errorMessage(code, 'th');
      expect(en, code).not.toBe(code);
      expect(th, code).not.toBe(en);
    }
  });

  it('words every field issue code in th, en and every language that words any', () => {
    const wording = languages.filter((l) =>
      Object.keys(locale(l)).some((k) => k.startsWith('validation.')),
    );
    expect(wording).toEqual(expect.arrayContaining(['th', 'en']));
    for (const language of wording)
      for (const code of Object.values(FieldIssueCode))
        expect(locale(language)[fieldIssueKeys[code]], `${language} ${code}`).toBeTruthy();
  });

  it('has a text for a failure that never reached the server', () => {
    for (const language of ['th', 'en']) expect(locale(language)['error.unknown']).toBeTruthy();
  });
});

describe('a refusal as the player reads it', () => {
  it('words a field the server named by its code, never with the server English', async () => {
    const wrongCode = new ApiError(
      400,
      ErrorCode.VERIFICATION_CODE_WRONG,
      'code: the code is wrong',
      {
        fields: { code: 'the code is wrong' },
        fieldCodes: { code: { code: 'invalid' } },
      },
    );
    expect(refusalOf(wrongCode)).toEqual({
      message: errorMessage(ErrorCode.VERIFICATION_CODE_WRONG, 'th'),
      fields: { code: errorMessage(ErrorCode.VERIFICATION_CODE_WRONG, 'th') },
    });
    await i18n.changeLanguage('en');
    expect(refusalOf(wrongCode).message).toBe('The verification code is wrong');
  });

  it('words bad input at each field from its issue code and its numbers', () => {
    const bad = new ApiError(400, ErrorCode.BAD_REQUEST, 'memberReference: must be …', {
      fields: { memberReference: 'must be …', amount: 'too long' },
      fieldCodes: {
        memberReference: { code: 'format' },
        amount: { code: 'too_long', params: { max: 12 } },
      },
    });
    expect(refusalOf(bad)).toEqual({
      message: 'รูปแบบไม่ถูกต้อง',
      fields: { memberReference: 'รูปแบบไม่ถูกต้อง', amount: 'ต้องมีไม่เกิน 12 ตัวอักษร' },
    });
  });

  it("words a service's own refusal of a value, not a generic invalid one", async () => {
    const young = new ApiError(400, ErrorCode.BAD_REQUEST, 'birthDate: at least 20 …', {
      fields: { birthDate: 'birthDate: at least 20 years of age are required' },
      fieldCodes: { birthDate: { code: 'too_young', params: { min: 20 } } },
    });
    expect(refusalOf(young).fields).toEqual({ birthDate: 'ต้องมีอายุอย่างน้อย 20 ปี' });
    await i18n.changeLanguage('ja');
    expect(refusalOf(young).fields).toEqual({ birthDate: '20 歳以上である必要があります' });
  });

  it('words a catalogued reason with its params', () => {
    const broke = new ApiError(400, ErrorCode.INSUFFICIENT_BALANCE, 'Insufficient funds', {
      reason: 'INSUFFICIENT_FUNDS',
      params: { balance: '10.00' },
    });
    expect(refusalOf(broke).message).toContain('10.00');
    expect(refusalOf(broke).message).not.toBe('Insufficient funds');
  });

  it("reads a limit's amounts as money is shown, not the server's four decimals", async () => {
    await i18n.changeLanguage('en');
    const limit = new ApiError(403, ErrorCode.PROTECTION_LIMIT, 'limit', {
      reason: 'LIMIT_DEPOSIT_DAY',
      params: { max: '1300.0000', left: '0.5050' },
    });
    const { message } = refusalOf(limit);
    expect(message).toContain('1,300.00');
    expect(message).toContain('0.50');
    expect(message).not.toContain('0000');
  });

  it('reads a failure without a catalogued code as the unknown error', () => {
    const unknown = locale('th')['error.unknown'];
    expect(refusalOf(new ApiError(0, ClientErrorCode.NETWORK, 'Failed to fetch')).message).toBe(
      unknown,
    );
    expect(refusalOf(new ApiError(418, 'TEAPOT', 'I am a teapot')).message).toBe(unknown);
    expect(refusalOf(new Error('x')).message).toBe(unknown);
  });
});
