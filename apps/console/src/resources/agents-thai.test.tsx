import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { AgentTreeNode } from '@lotto/contract';
import { i18nProvider } from '../lib/i18n-provider';
import { renderConsole, stubOps } from '../testing/render-console';
import { AgentTreePage } from './agent-tree';

const top: AgentTreeNode = {
  username: 'demotop',
  customerType: 41,
  directDownlines: 2,
  teamSize: 4,
};

afterEach(() => i18nProvider.changeLocale('en'));

describe('the agent pages in Thai', () => {
  it('shows the tree, its pager and the move form in Thai, the data as it is', async () => {
    await i18nProvider.changeLocale('th');
    stubOps(() => ({ member: null, uplines: [], list: [top], total: 1 }));
    renderConsole(<AgentTreePage />, 'agents/tree');
    expect(await screen.findByText('demotop')).toBeTruthy();
    expect(screen.getByText('เอเย่นต์และพันธมิตรที่ไม่มีอัปไลน์')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'ต้นสายงาน' })).toBeTruthy();
    expect(screen.getByText('หน้า 1 จาก 1 (ทั้งหมด 1)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ย้ายดาวน์ไลน์' })).toBeTruthy();
    expect(screen.queryByText('Move a downline')).toBeNull();
    expect(screen.queryByText('Team size')).toBeNull();
  });
});
