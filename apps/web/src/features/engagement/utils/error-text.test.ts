import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { engagementErrorText } from './error-text';

const t = (key: string) => `t:${key}`;

describe('engagement refusals', () => {
  it("reads the field's reason in the player's language", () => {
    const error = new ApiError(409, 'CONFLICT', 'itemId: out of stock', {
      fields: { itemId: 'out of stock' },
      fieldCodes: { itemId: { code: 'invalid', params: { reason: 'out_of_stock' } } },
    });
    expect(engagementErrorText(error, t)).toBe('t:engagement.error.out_of_stock');
  });

  it('names a task switched off since the page was loaded', () => {
    const error = new ApiError(400, 'BAD_REQUEST', 'task: first_bet is switched off', {
      fields: { task: 'first_bet is switched off' },
      fieldCodes: { task: { code: 'invalid', params: { reason: 'task_off', task: 'first_bet' } } },
    });
    expect(engagementErrorText(error, t)).toBe('t:engagement.error.task_off');
  });

  it("falls back to the app's text of the code, never the server's, then to the unknown-error text", () => {
    expect(
      engagementErrorText(new ApiError(403, 'TRIAL_NOT_ALLOWED', 'Real accounts only'), t),
    ).toBe('กรุณาเข้าสู่ระบบด้วยบัญชีจริงเพื่อใช้ฟังก์ชันนี้');
    expect(engagementErrorText(new Error('x'), t)).toBe('t:engagement.error.unknown');
  });
});
