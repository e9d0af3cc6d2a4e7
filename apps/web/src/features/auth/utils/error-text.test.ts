import { describe, expect, it } from 'vitest';
import { ErrorCode, errorMessage } from '@lotto/contract';
import { ApiError } from '@/lib/api-client';
import { apiErrorText, apiFieldIssues, isCaptchaError } from './error-text';

describe('failure text (§8)', () => {
  it('reads a catalogue code in the active language, whatever the server wrote', async () => {
    const error = new ApiError(401, ErrorCode.WRONG_CREDENTIALS, 'Account or password is wrong');
    expect(await apiErrorText(error, 'th', 'unknown')).toBe(
      errorMessage(ErrorCode.WRONG_CREDENTIALS, 'th'),
    );
  });

  it('reads a catalogued reason in full: a registration a self-exclusion holds (issue 34)', async () => {
    const error = new ApiError(403, ErrorCode.PROTECTION_EXCLUDED, 'These details …', {
      reason: 'REGISTRATION_EXCLUDED',
      params: {},
    });
    expect(await apiErrorText(error, 'en', 'unknown')).toMatch(
      /^These details belong to an account that is self-excluded/,
    );
    expect(await apiErrorText(error, 'th', 'unknown')).toMatch(/^ข้อมูลนี้เป็นของบัญชีที่ระงับตนเองอยู่/);
  });

  it('words bad input in the player language, never the server English (issue 16 defect 2)', async () => {
    const fields = new ApiError(
      400,
      ErrorCode.BAD_REQUEST,
      'Invalid input: username: username must be 3-32 letters, digits, _ . or -',
    );
    expect(await apiErrorText(fields, 'th', 'unknown')).toBe('กรุณาตรวจสอบข้อมูลที่ระบุ');
    expect(await apiErrorText(fields, 'en', 'unknown')).toBe('Please check the highlighted fields');
  });

  it('reads the field codes, a message-only field as invalid', () => {
    const error = new ApiError(400, ErrorCode.BAD_REQUEST, '', {
      fields: { username: 'username must be …', email: 'email must be …' },
      fieldCodes: { username: { code: 'format' }, bogus: { code: 'nonsense' } },
    });
    expect(apiFieldIssues(error)).toEqual({
      username: { code: 'format' },
      email: { code: 'invalid' },
    });
    expect(apiFieldIssues(new Error('x'))).toEqual({});
  });

  it('tells a captcha failure, expired or wrong (issue 16 defect 3)', () => {
    expect(isCaptchaError(new ApiError(400, ErrorCode.CAPTCHA_EXPIRED, ''))).toBe(true);
    expect(isCaptchaError(new ApiError(400, ErrorCode.CAPTCHA_WRONG, ''))).toBe(true);
    expect(isCaptchaError(new ApiError(401, ErrorCode.WRONG_CREDENTIALS, ''))).toBe(false);
  });

  it("keeps the server's text for codes outside the catalogue", async () => {
    expect(await apiErrorText(new ApiError(0, 'NETWORK', ''), 'th', 'unknown')).toBe('unknown');
    expect(await apiErrorText(new Error('boom'), 'th', 'unknown')).toBe('unknown');
  });
});
