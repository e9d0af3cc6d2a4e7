import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletBalance } from '@lotto/contract';
import { envelopeResponse } from '@/testing/test-utils';
import { moneyAction } from './idempotent-call';

afterEach(() => {
  vi.unstubAllGlobals();
});

const value = {
  sumBalance: '1.0000',
  bonus: '0.0000',
  held: '0.0000',
  currency: 'THB',
  decimals: 2,
  play: false,
};
const keysSent = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(
    ([, init]) =>
      (init as RequestInit & { headers: Record<string, string> }).headers['idempotency-key'],
  );

describe('money actions', () => {
  it('resends the same key after a network error or a 5xx, and a new key for the next action', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(envelopeResponse(null, 502, { code: 'INTERNAL' }))
      .mockImplementation(async () => envelopeResponse(value));
    vi.stubGlobal('fetch', fetchMock);
    const action = moneyAction({ backoffMs: 0 });
    expect(await action.call(walletBalance)).toEqual(value);
    const sent = keysSent(fetchMock);
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(1);
    expect(sent[0]).toMatch(/^[A-Za-z0-9_:.-]{8,128}$/);

    await action.call(walletBalance);
    expect(keysSent(fetchMock)[3]).not.toBe(sent[0]);
  });

  it('keeps the key when the member retries by hand after the attempts ran out', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetchMock);
    const action = moneyAction({ attempts: 2, backoffMs: 0 });
    await expect(action.call(walletBalance)).rejects.toMatchObject({ code: 'NETWORK' });
    await expect(action.call(walletBalance)).rejects.toMatchObject({ code: 'NETWORK' });
    expect(new Set(keysSent(fetchMock)).size).toBe(1);
  });

  it('a definite refusal is not resent and ends the action', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        envelopeResponse({ fields: { amount: 'x' } }, 400, { code: 'BAD_REQUEST' }),
      )
      .mockImplementation(async () => envelopeResponse(value));
    vi.stubGlobal('fetch', fetchMock);
    const action = moneyAction({ backoffMs: 0 });
    await expect(action.call(walletBalance)).rejects.toMatchObject({ status: 400 });
    await action.call(walletBalance);
    const sent = keysSent(fetchMock);
    expect(sent).toHaveLength(2);
    expect(sent[0]).not.toBe(sent[1]);
  });
});
