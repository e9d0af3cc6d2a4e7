import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TeamTransaction, TeamTransactionsValue } from '@lotto/contract';
import { envelopeResponse, loginAs, renderWithProviders, stubServer } from '@/testing/test-utils';
import { TeamTransactionsScreen } from './team-transactions-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const entry = (id: number, username: string): TeamTransaction => ({
  id,
  username,
  kind: 'agent_rebate',
  account: 'cash',
  amount: '5.0000',
  balanceAfter: '5.0000',
  reference: `AR${id}`,
  createdAt: 1_772_330_400_000 - id * 1000,
});

const page = (list: TeamTransaction[], next: string | null): TeamTransactionsValue => ({
  period: { from: '2026-03-01', to: '2026-03-01', timeZone: 'Asia/Bangkok' },
  list,
  hasMore: next !== null,
  next,
});

/** The server's cursor: the last row's time (µs) and its entry id. */
const AFTER_P2 = '1772330398000000:2';
const AFTER_D1 = '1772330391000000:9';

/** Each team transactions call asked, as its query. */
const asked: URLSearchParams[] = [];
const stub = () =>
  stubServer({
    answer: (url) => {
      if (!url.startsWith('/wps/agent/team/transactions')) return undefined;
      const q = new URL(url, 'http://localhost').searchParams;
      asked.push(q);
      const before = q.get('before');
      if (q.get('scope') === 'direct')
        return envelopeResponse(
          before === AFTER_D1 ? page([entry(10, 'd2')], null) : page([entry(9, 'd1')], AFTER_D1),
        );
      return envelopeResponse(
        before === AFTER_P2
          ? page([entry(3, 'p3')], null)
          : page([entry(1, 'p1'), entry(2, 'p2')], AFTER_P2),
      );
    },
  });

const shownMembers = () =>
  Array.from(
    screen.getByTestId('team-transactions').querySelectorAll('li strong'),
    (n) => n.textContent,
  );

const more = () => screen.getByRole('button', { name: 'โหลดเพิ่ม' });

describe('team transactions paging (§2.12 TRANSREC3)', () => {
  it("asks the first page without a cursor and the next with the last page's `next`, then stops", async () => {
    asked.length = 0;
    stub();
    loginAs('a1', 1);
    renderWithProviders(<TeamTransactionsScreen />);
    await waitFor(() => expect(shownMembers()).toEqual(['p1', 'p2']));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.has('before')).toBe(false);
    expect(asked[0]!.has('pageNo')).toBe(false);

    fireEvent.click(more());
    await waitFor(() => expect(shownMembers()).toEqual(['p1', 'p2', 'p3']));
    expect(asked).toHaveLength(2);
    expect(asked[1]!.get('before')).toBe(AFTER_P2);
    expect(asked[1]!.has('pageNo')).toBe(false);
    expect(asked[1]!.get('scope')).toBe('all');
    // The last page has no `next`: nothing more to ask.
    expect(await screen.findByText('แสดงครบแล้ว')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'โหลดเพิ่ม' })).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it('starts again from the first page when a filter changes', async () => {
    asked.length = 0;
    stub();
    loginAs('a1', 1);
    renderWithProviders(<TeamTransactionsScreen />);
    await waitFor(() => expect(shownMembers()).toEqual(['p1', 'p2']));
    fireEvent.click(more());
    await waitFor(() => expect(shownMembers()).toEqual(['p1', 'p2', 'p3']));

    fireEvent.click(screen.getByTestId('team-scope-direct'));
    await waitFor(() => expect(shownMembers()).toEqual(['d1']));
    const restart = asked[2]!;
    expect(restart.get('scope')).toBe('direct');
    expect(restart.has('before')).toBe(false);

    fireEvent.click(more());
    await waitFor(() => expect(shownMembers()).toEqual(['d1', 'd2']));
    expect(asked[3]!.get('before')).toBe(AFTER_D1);
    expect(asked[3]!.get('scope')).toBe('direct');
  });
});
