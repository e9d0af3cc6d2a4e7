import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { MemberRow } from '@lotto/contract';
import { collectReactWarnings, renderConsole, stubOps } from '../testing/render-console';
import { MemberList } from './members';

const member = (id: number, username: string): MemberRow => ({
  id,
  username,
  mobile: null,
  email: null,
  customerType: 1,
  isTrial: false,
  status: 'active',
  createdAt: Date.UTC(2026, 10, 1),
  lastLoginAt: null,
});

describe('the Members list', () => {
  // First: React warns of an unknown prop once per process.
  it('renders its filters without React warnings about unknown props', async () => {
    const warnings = collectReactWarnings();
    stubOps(() => ({ list: [member(1, 'alice')], total: 1 }));
    renderConsole(<MemberList />, 'members');
    expect(await screen.findByText('alice')).toBeTruthy();
    expect(warnings.filter((w) => /InputProps|inputRef|does not recognize/i.test(w))).toEqual([]);
  });

  it("counts the server's total, not the page size", async () => {
    const requests = stubOps(() => ({ list: [member(2, 'bob'), member(1, 'alice')], total: 2 }));
    renderConsole(<MemberList />, 'members');
    expect(await screen.findByText('bob')).toBeTruthy();
    expect(await screen.findByText('1-2 of 2')).toBeTruthy();
    expect(screen.queryByText(/of 25/)).toBeNull();
    const search = requests.find((r) => r.url.pathname === '/ops/members')!;
    expect(search.url.searchParams.get('page')).toBe('1');
    expect(search.url.searchParams.get('pageSize')).toBe('25');
  });

  it('pages through more members than one page holds', async () => {
    const requests = stubOps(({ url }) =>
      url.searchParams.get('page') === '1'
        ? { list: Array.from({ length: 25 }, (_, i) => member(60 - i, `m${60 - i}`)), total: 60 }
        : { list: [], total: 60 },
    );
    renderConsole(<MemberList />, 'members');
    expect(await screen.findByText('1-25 of 60')).toBeTruthy();
    expect(requests.some((r) => r.url.searchParams.get('page') === '1')).toBe(true);
  });
});
