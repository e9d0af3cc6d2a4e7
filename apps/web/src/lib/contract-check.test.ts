import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { contractCheckPath, contractReviewPath } from './contract-check';

const none = { dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false };

describe('§6 contract check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes to the page of the contract awaiting review, salary first', () => {
    expect(contractReviewPath(none)).toBeNull();
    expect(contractReviewPath({ ...none, contracthoursalreq: true })).toBe(paths.hourContract);
    expect(
      contractReviewPath({ ...none, divtypecompperiodreq: true, contracthoursalreq: true }),
    ).toBe(paths.dividendContract);
    expect(
      contractReviewPath({
        dailysalreqtype: true,
        divtypecompperiodreq: true,
        contracthoursalreq: true,
      }),
    ).toBe(paths.salaryContract);
  });

  it('does not ask for types 4, 40, 41 and 42; asks for the others', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: true, value: { ...none, dailysalreqtype: true } }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    for (const customerType of [4, 40, 41, 42])
      expect(await contractCheckPath({ token: 't', customerType })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(await contractCheckPath({ token: 't', customerType: 1 })).toBe(paths.salaryContract);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/wps/agent/contract?token=t');
  });

  it('a failed check sends nowhere', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    expect(await contractCheckPath({ token: 't', customerType: 1 })).toBeNull();
  });
});
