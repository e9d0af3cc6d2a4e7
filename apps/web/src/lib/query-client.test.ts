import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { JUST_FETCHED_MS, UNSEEN_ANSWER_MAX_AGE_MS, createQueryClient } from './query-client';

const KEY = ['list'];

/** A query answered at t=0 with nothing mounted, as a page's prefetch leaves it. */
const prefetched = async () => {
  vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
  const client = createQueryClient();
  const queryFn = vi.fn(async () => 'page 1');
  await client.prefetchQuery({ queryKey: KEY, queryFn });
  queryFn.mockClear();
  const mount = () => {
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn });
    return observer.subscribe(() => undefined);
  };
  return { queryFn, mount };
};

afterEach(() => vi.useRealTimers());

describe('a mount asks again', () => {
  it('not for an answer just fetched', async () => {
    const { queryFn, mount } = await prefetched();
    vi.setSystemTime(1_000_000 + JUST_FETCHED_MS);
    mount();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("not for the answer a slow page was waiting on, but on the player's next visit", async () => {
    const { queryFn, mount } = await prefetched();
    // The page's code ran 8 s after its answers arrived.
    vi.setSystemTime(1_008_000);
    const leave = mount();
    expect(queryFn).not.toHaveBeenCalled();
    leave();
    vi.setSystemTime(1_020_000);
    mount();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('for a second mount beside the first', async () => {
    const { queryFn, mount } = await prefetched();
    vi.setSystemTime(1_008_000);
    mount();
    mount();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('for an answer older than a page could take to load', async () => {
    const { queryFn, mount } = await prefetched();
    vi.setSystemTime(1_000_000 + UNSEEN_ANSWER_MAX_AGE_MS + 1);
    mount();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
