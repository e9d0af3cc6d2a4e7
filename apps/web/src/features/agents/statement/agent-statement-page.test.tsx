import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AgentStatementValue } from '@lotto/contract';
import { writeSession } from '@/lib/session-storage';
import { demoSettings, normalStatus } from '@/testing/fixtures';
import { envelopeResponse, renderWithProviders } from '@/testing/test-utils';
import { AgentStatementPage } from './agent-statement-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const POSTED = Date.parse('2026-11-03T01:00:00Z');
const statement: AgentStatementValue = {
  username: 'a1',
  period: { from: '2026-11-02', to: '2026-11-03', timeZone: 'Asia/Bangkok' },
  rebates: [
    {
      day: '2026-11-02',
      amount: '3.6000',
      bets: 3,
      transactions: [{ id: 11, reference: 'AR20261102', postedAt: POSTED }],
    },
  ],
  contracts: [
    {
      id: 7,
      contractId: 2,
      kind: 'daily_salary',
      payer: 'top1',
      periodKey: '2026-11-02',
      periodStart: POSTED - 86_400_000,
      periodEnd: POSTED,
      turnover: '380.9900',
      netLoss: '250.9900',
      activePlayers: 3,
      carryIn: '0.0000',
      carryOut: '0.0000',
      tier: 1,
      rate: '1.00',
      amount: '3.8000',
      state: 'paid',
      reference: 'AC7',
      ledgerTransactionId: 12,
      paidAt: POSTED,
    },
    {
      id: 8,
      contractId: 2,
      kind: 'daily_salary',
      payer: 'top1',
      periodKey: '2026-11-03',
      periodStart: POSTED,
      periodEnd: POSTED + 86_400_000,
      turnover: '600.0000',
      netLoss: '600.0000',
      activePlayers: 1,
      carryIn: '0.0000',
      carryOut: '0.0000',
      tier: 1,
      rate: '1.00',
      amount: '6.0000',
      state: 'unpaid',
      reference: null,
      ledgerTransactionId: null,
      paidAt: null,
    },
  ],
  totals: {
    rebates: '3.6000',
    dailySalary: '9.8000',
    dividend: '0.0000',
    hourlySalary: '0.0000',
    earned: '13.4000',
    paid: '7.4000',
    unpaid: '6.0000',
  },
  payments: [
    {
      transactionId: 11,
      kind: 'agent_rebate',
      reference: 'AR20261102',
      amount: '3.6000',
      postedAt: POSTED,
    },
    {
      transactionId: 12,
      kind: 'agent_daily_salary',
      reference: 'AC7',
      amount: '3.8000',
      postedAt: POSTED,
    },
  ],
};

const calls: string[] = [];
const stub = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(url);
      if (url.startsWith('/wps/system/settings/consolidated'))
        return envelopeResponse(demoSettings);
      if (url.startsWith('/wps/system/status')) return envelopeResponse(normalStatus);
      if (url.startsWith('/wps/agent/statement')) return envelopeResponse(statement);
      return envelopeResponse(null, 404, { code: 'NOT_FOUND', message: 'not found' });
    }),
  );

const signIn = (type: number) =>
  writeSession({
    token: 'tok-1',
    merchantCode: 'demo',
    userName: 'a1',
    type,
    firstTimeLogin: false,
  });

describe('/m/agent/statement (issue 32)', () => {
  it('shows the totals, the rebates by day, each statement with its state and the ledger entries', async () => {
    calls.length = 0;
    stub();
    signIn(1);
    renderWithProviders(<AgentStatementPage />);
    expect((await screen.findByTestId('statement-total-earned')).textContent).toContain('13.40');
    expect(screen.getByTestId('statement-total-paid').textContent).toContain('7.40');
    expect(screen.getByTestId('statement-total-unpaid').textContent).toContain('6.00');
    expect(screen.getByTestId('statement-period').textContent).toContain('02/11/2026 – 03/11/2026');
    const [rebate] = screen.getAllByTestId('statement-rebate');
    expect(rebate!.textContent).toContain('3.60');
    expect(rebate!.textContent).toContain('AR20261102');
    const rows = screen.getAllByTestId('statement-contract');
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(['paid', 'unpaid']);
    expect(rows[0]!.textContent).toContain('AC7');
    expect(rows[0]!.textContent).toContain('top1');
    expect(screen.getAllByTestId('statement-payment')).toHaveLength(2);
    expect(calls.some((u) => u.startsWith('/wps/agent/statement?range=today'))).toBe(true);
  });

  it('asks for a preset range, and for days chosen after checking them', async () => {
    calls.length = 0;
    stub();
    signIn(41);
    renderWithProviders(<AgentStatementPage />);
    fireEvent.click(await screen.findByTestId('statement-range-30d'));
    await waitFor(() => expect(calls.some((u) => u.includes('range=30d'))).toBe(true));

    fireEvent.change(screen.getByTestId('statement-from'), { target: { value: '2026-11-03' } });
    fireEvent.change(screen.getByTestId('statement-to'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByTestId('statement-show'));
    expect((await screen.findByTestId('statement-to-error')).textContent).toBeTruthy();
    expect(screen.getByTestId('statement-to').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((u) => u.includes('range=custom'))).toBe(false);

    fireEvent.change(screen.getByTestId('statement-to'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByTestId('statement-show'));
    await waitFor(() =>
      expect(
        calls.some(
          (u) =>
            u.includes('range=custom') &&
            u.includes('from=2026-11-03') &&
            u.includes('to=2026-11-30'),
        ),
      ).toBe(true),
    );
    expect(screen.queryByTestId('statement-to-error')).toBeNull();
    expect(screen.getByTestId('statement-range-30d').getAttribute('aria-pressed')).toBe('false');
  });

  it('tells a player "not an agent" without calling the server', async () => {
    calls.length = 0;
    stub();
    signIn(0);
    renderWithProviders(<AgentStatementPage />);
    expect((await screen.findByTestId('not-agent')).textContent).toContain('ไม่ใช่ตัวแทน');
    expect(calls.some((u) => u.startsWith('/wps/agent/'))).toBe(false);
  });
});
