import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { MemberRow } from '@lotto/contract';
import { i18nProvider } from '../lib/i18n-provider';
import { renderConsole, stubOps } from '../testing/render-console';
import { MemberList } from './members';

const member = (id: number, username: string): MemberRow => ({
  id,
  username,
  mobile: null,
  email: null,
  customerType: 1,
  isTrial: false,
  status: 'active',
  createdAt: Date.UTC(2026, 10, 1, 5, 30),
  lastLoginAt: null,
});

afterEach(() => i18nProvider.changeLocale('en'));

describe('the Members list in Thai', () => {
  it("shows its columns, react-admin's pagination and dates in Thai, the data as it is", async () => {
    await i18nProvider.changeLocale('th');
    stubOps(() => ({ list: [member(2, 'somchai'), member(1, 'alice')], total: 2 }));
    renderConsole(<MemberList />, 'members');
    expect(await screen.findByText('somchai')).toBeTruthy();
    expect(screen.getByText('ชื่อผู้ใช้')).toBeTruthy();
    expect(screen.getByText('สมัครเมื่อ')).toBeTruthy();
    expect(await screen.findByText('1-2 จาก 2')).toBeTruthy();
    expect(screen.getByText('แถวต่อหน้า:')).toBeTruthy();
    // The Buddhist era: 2026 reads 2569.
    expect(screen.getAllByText(/2569/).length).toBeGreaterThan(0);
    expect(screen.queryByText('Username')).toBeNull();
  });
});
