import { describe, expect, it } from 'vitest';
import { ErrorCode, errorMessage } from '@lotto/contract';
import { ApiError } from '@/lib/api-client';
import { apiErrorText } from './error-text';

describe('failure text (§8)', () => {
  it('reads a catalogue code in the active language, whatever the server wrote', async () => {
    const error = new ApiError(401, ErrorCode.WRONG_CREDENTIALS, 'Account or password is wrong');
    expect(await apiErrorText(error, 'th', 'unknown')).toBe(
      errorMessage(ErrorCode.WRONG_CREDENTIALS, 'th'),
    );
  });

  it("keeps the server's text for a 400 and for codes outside the catalogue", async () => {
    const fields = new ApiError(400, ErrorCode.BAD_REQUEST, 'username is required');
    expect(await apiErrorText(fields, 'th', 'unknown')).toBe('username is required');
    expect(await apiErrorText(new ApiError(0, 'NETWORK', ''), 'th', 'unknown')).toBe('unknown');
    expect(await apiErrorText(new Error('boom'), 'th', 'unknown')).toBe('unknown');
  });
});
