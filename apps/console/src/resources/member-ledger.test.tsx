import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import type { MemberPage } from '../lib/data-provider';
import { i18nProvider } from '../lib/i18n-provider';
import { renderConsole } from '../testing/render-console';
import { MemberLedgerTable } from './member-ledger';

const AT = Date.UTC(2026, 10, 1, 5, 30);
const entry = (id: number, kind: string) => ({
  id,
  at: AT,
  kind,
  account: 'cash',
  reference: `R${id}`,
  demoCredit: false,
  amount: '10.0000',
  balanceAfter: '100.0000',
});
const page = {
  id: 7,
  balance: '100.0000',
  accounts: [{ kind: 'cash', balance: '100.0000' }],
  // A kind a newer server posts that this console has no text for yet.
  ledger: [entry(1, 'lottery_win'), entry(2, 'agent_daily_salary'), entry(3, 'jackpot_bonus')],
} as unknown as MemberPage;

const showLedger = () =>
  renderConsole(
    <RecordContextProvider value={page}>
      <MemberLedgerTable />
    </RecordContextProvider>,
    'members',
  );

afterEach(() => i18nProvider.changeLocale('en'));

describe("a member's ledger entries in the console", () => {
  it('names each kind in Thai, and an unknown one in words', async () => {
    await i18nProvider.changeLocale('th');
    showLedger();
    expect(await screen.findByText('ถูกรางวัลหวย')).toBeTruthy();
    expect(screen.getByText('เงินเดือนรายวันตัวแทน')).toBeTruthy();
    expect(screen.getByText('jackpot bonus')).toBeTruthy();
    expect(screen.queryByText('lottery_win')).toBeNull();
  });

  it('names each kind in English', async () => {
    showLedger();
    expect(await screen.findByText('Lottery win')).toBeTruthy();
    expect(screen.getByText('Agent daily salary')).toBeTruthy();
    expect(screen.queryByText('agent_daily_salary')).toBeNull();
  });

  it("names the member's accounts in the operator's language", async () => {
    await i18nProvider.changeLocale('th');
    showLedger();
    expect(await screen.findAllByText('เงินสด')).toHaveLength(3);
    expect(screen.getByTestId('member-accounts').textContent).toContain('เงินสด 100.0000');
    expect(screen.queryByText('cash')).toBeNull();
  });
});
