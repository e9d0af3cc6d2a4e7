import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { AgentStatementValue } from '@lotto/contract';
import { renderConsole, stubOps } from '../testing/render-console';
import { AgentStatementsPage } from './agent-statements';

const POSTED = Date.UTC(2026, 10, 3, 1);
const doc: AgentStatementValue = {
  username: 'demosub',
  period: { from: '2026-11-02', to: '2026-11-03', timeZone: 'Asia/Bangkok' },
  rebates: [
    {
      day: '2026-11-02',
      amount: '3.6000',
      bets: 3,
      transactions: [{ id: 41, reference: 'AR20261102', postedAt: POSTED }],
    },
  ],
  contracts: [
    {
      id: 11,
      contractId: 7,
      kind: 'daily_salary',
      payer: 'demotop',
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
      reference: 'AC11',
      ledgerTransactionId: 42,
      paidAt: POSTED,
    },
  ],
  totals: {
    rebates: '3.6000',
    dailySalary: '3.8000',
    dividend: '0.0000',
    hourlySalary: '0.0000',
    earned: '7.4000',
    paid: '7.4000',
    unpaid: '0.0000',
  },
  payments: [
    {
      transactionId: 41,
      kind: 'agent_rebate',
      reference: 'AR20261102',
      amount: '3.6000',
      postedAt: POSTED,
    },
    {
      transactionId: 42,
      kind: 'agent_daily_salary',
      reference: 'AC11',
      amount: '3.8000',
      postedAt: POSTED,
    },
  ],
};

describe("an agent's commission statement in the console (issue 32)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for an agent and chosen days, shows the document, and a refusal under its field', async () => {
    const requests = stubOps((r) => {
      if (r.url.pathname !== '/ops/agents/commission-statement') return { list: [], total: 0 };
      if (r.url.searchParams.get('username') === 'nobody')
        return new Response(
          JSON.stringify({
            success: false,
            code: 'NOT_FOUND',
            message: 'username: no such member',
            value: { fields: { username: 'no such member' } },
          }),
          { status: 404, headers: { 'content-type': 'application/json' } },
        );
      return doc;
    });
    renderConsole(<AgentStatementsPage />);
    const section = await screen.findByTestId('agent-commission-section');
    fireEvent.change(screen.getByLabelText(/Agent's username/), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(await screen.findByText('no such member')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Agent's username/), { target: { value: 'demosub' } });
    fireEvent.mouseDown(screen.getByLabelText(/^Days/));
    fireEvent.click(await screen.findByRole('option', { name: 'Chosen days' }));
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-11-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show statement' }));
    const shown = await screen.findByTestId('agent-commission-statement');
    const asked = requests.at(-1)!.url.searchParams;
    expect([asked.get('username'), asked.get('range'), asked.get('from'), asked.get('to')]).toEqual(
      ['demosub', 'custom', '2026-11-02', '2026-11-03'],
    );
    expect(shown.textContent).toContain('demosub: 2026-11-02 – 2026-11-03 (Asia/Bangkok)');
    expect(screen.getByTestId('agent-commission-totals').textContent).toContain('7.4000');
    expect(screen.getByTestId('agent-commission-rebate').textContent).toContain('AR20261102');
    const [contract] = screen.getAllByTestId('agent-commission-contract');
    expect(contract!.textContent).toContain('demotop');
    expect(contract!.textContent).toContain('42 (AC11)');
    expect(screen.getAllByTestId('agent-commission-payment')).toHaveLength(2);
    expect(section.textContent).not.toContain('no such member');
  });
});
