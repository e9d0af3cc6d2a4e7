import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MOVE_TRIAL_REFUSAL, type AgentTreeNode } from '@lotto/contract';
import { i18nProvider } from '../lib/i18n-provider';
import { renderConsole, stubOps } from '../testing/render-console';
import { AgentTreePage } from './agent-tree';

const top: AgentTreeNode = {
  username: 'demotop',
  customerType: 41,
  directDownlines: 2,
  teamSize: 4,
};

afterEach(async () => {
  vi.restoreAllMocks();
  await i18nProvider.changeLocale('en');
});

/** The server's 400 for a trial account (move-downline.service.ts), English text and its reason. */
const trialRefused = (field: string, message: string) =>
  new Response(
    JSON.stringify({
      success: false,
      code: 'BAD_REQUEST',
      message: `${field}: ${message}`,
      value: {
        fields: { [field]: message },
        fieldCodes: { [field]: { code: 'invalid', params: { reason: MOVE_TRIAL_REFUSAL } } },
      },
    }),
    { status: 400, headers: { 'content-type': 'application/json' } },
  );

/** Moves `member` under `upline` in the form and answers the refusal of `field`. */
const refusedMove = async (member: string, upline: string, moveLabel: string) => {
  vi.stubGlobal(
    'confirm',
    vi.fn(() => true),
  );
  stubOps((r) =>
    r.method === 'POST'
      ? member === 'trial1'
        ? trialRefused('username', 'is a trial account: it joins no team')
        : trialRefused('upline', 'is a trial account: it has no team')
      : { member: null, uplines: [], list: [top], total: 1 },
  );
  renderConsole(<AgentTreePage />, 'agents/tree');
  await screen.findByText('demotop');
  const form = screen.getByTestId('move-downline-form');
  const [who, to] = form.querySelectorAll('input');
  fireEvent.change(who!, { target: { value: member } });
  fireEvent.change(to!, { target: { value: upline } });
  fireEvent.click(screen.getByRole('button', { name: moveLabel }));
};

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

  it("words a trial account's refused move in the operator's language", async () => {
    await i18nProvider.changeLocale('th');
    await refusedMove('trial1', 'demotop', 'ย้าย');
    expect(await screen.findByText('บัญชีทดลองเล่นเข้าร่วมทีมไม่ได้ ย้ายได้เฉพาะสมาชิกจริง')).toBeTruthy();
    expect(screen.queryByText(/is a trial account/)).toBeNull();
  });

  it('and in English, for a trial account as the upline', async () => {
    await refusedMove('demosub', 'trial1', 'Move');
    expect(
      await screen.findByText('A trial account has no team: choose a real agent as the upline'),
    ).toBeTruthy();
    expect(screen.queryByText(/is a trial account/)).toBeNull();
  });
});
