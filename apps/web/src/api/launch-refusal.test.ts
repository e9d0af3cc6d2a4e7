import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { launchRefusalText } from './launch-refusal';

describe('launchRefusalText (issue 16 defect 4)', () => {
  it('says why a refusal the player can act on happened, in the player language', async () => {
    const refused = new ApiError(403, 'TRIAL_NOT_ALLOWED', 'Please login an actual account');
    expect(await launchRefusalText(refused, 'th')).toBe('กรุณาเข้าสู่ระบบด้วยบัญชีจริงเพื่อใช้ฟังก์ชันนี้');
    expect(await launchRefusalText(refused, 'en')).toBe(
      'Please login an actual account to use this function',
    );
  });

  it('shows nothing for bad input or a network failure (§8 only hides the indicator)', async () => {
    expect(await launchRefusalText(new ApiError(400, 'BAD_REQUEST', 'backUrl …'), 'th')).toBeNull();
    expect(await launchRefusalText(new ApiError(0, 'NETWORK', ''), 'th')).toBeNull();
    expect(await launchRefusalText(new Error('x'), 'th')).toBeNull();
  });
});
