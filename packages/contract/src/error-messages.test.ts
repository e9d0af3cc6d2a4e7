import { describe, expect, it } from 'vitest';
import { errorMessage, reasonMessage } from './error-catalogues';
import { ErrorCode, errorStatus } from './errors';

describe('reason messages', () => {
  it('words a reason in each language, filling its params', () => {
    expect(reasonMessage('STAKE_ABOVE_DRAW_MAX', 'en', { numero: '20261121', max: '50000' })).toBe(
      'Your stake on draw 20261121 would be above the maximum 50000',
    );
    expect(reasonMessage('NUMBER_DIGITS', 'th', { digits: 2 })).toBe('แต่ละเลขต้องมี 2 หลัก');
    expect(reasonMessage('DRAW_LOCKED', 'vi')).toBe(
      'Kỳ này đã khóa cược, vui lòng chờ kỳ tiếp theo mở',
    );
    expect(reasonMessage('NUMBER_DIGITS', 'cn', { digits: 3 })).toBe('每个号码须为 3 位数');
    // A missing param stays visible rather than reading "undefined".
    expect(reasonMessage('STAKE_BELOW_MIN', 'en')).toBe(
      'The stake per unit must be at least {min}',
    );
    expect(reasonMessage('NO_SUCH_REASON', 'th')).toBeNull();
  });

  it('has a Thai text for every reason, with the same params', () => {
    for (const reason of [
      'INSUFFICIENT_FUNDS',
      'UNKNOWN_LOTTERY',
      'DRAW_CLOSED',
      'DRAW_LOCKED',
      'NOT_OPEN_DRAW',
      'TOO_MANY_DRAWS',
      'UNKNOWN_BET_TYPE',
      'NUMBER_DIGITS',
      'STAKE_DECIMALS',
      'STAKE_BELOW_MIN',
      'STAKE_ABOVE_BET_MAX',
      'STAKE_ABOVE_DRAW_MAX',
      'UNKNOWN_ORDER',
      'NOT_ORDER_SUBORDERS',
      'NOT_OPEN',
    ]) {
      const en = reasonMessage(reason, 'en');
      const th = reasonMessage(reason, 'th');
      expect(th, reason).not.toBe(en);
      const names = (text: string | null) =>
        [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(th), reason).toEqual(names(en));
    }
  });

  it('words the upload refusals (issue 28) in th and en, with 4xx statuses', () => {
    for (const code of [
      ErrorCode.IMAGE_UNREADABLE,
      ErrorCode.PENDING_DEPOSITS_LIMIT,
      ErrorCode.UPLOAD_DAILY_LIMIT,
      ErrorCode.FEEDBACK_DAILY_LIMIT,
    ]) {
      const en = errorMessage(code, 'en');
      expect(en, code).not.toBe(code);
      expect(errorMessage(code, 'th'), code).not.toBe(en);
      expect(errorStatus[code], code).toBeGreaterThanOrEqual(400);
      expect(errorStatus[code], code).toBeLessThan(500);
    }
  });

  it('§8 the two catalogue texts met outside a refusal: an empty request URL, a code e-mailed', () => {
    for (const code of [ErrorCode.EMPTY_REQUEST_URL, ErrorCode.EMAIL_CODE_SENT]) {
      const texts = (['th', 'en', 'cn', 'ja', 'vi', 'id'] as const).map((l) =>
        errorMessage(code, l),
      );
      expect(new Set(texts).size, code).toBe(6);
      for (const text of texts) expect(text, code).not.toBe(code);
    }
    // A notice, not a failure: the call that sends the code succeeded.
    expect(errorStatus.EMAIL_CODE_SENT).toBe(200);
    expect(errorStatus.EMPTY_REQUEST_URL).toBe(502);
  });
});
