import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ContractView, OpsAgentStatement } from '@lotto/contract';
import { renderConsole, stubOps } from '../testing/render-console';
import { AgentContractsPage } from './agent-contracts';
import { AgentStatementsPage } from './agent-statements';

const contract: ContractView = {
  id: 7,
  kind: 'daily_salary',
  state: 'accepted',
  username: 'demosub',
  upline: 'demotop',
  tiers: [
    { threshold: '1000.00', activePlayers: 1, rate: '0.50' },
    { threshold: '5000.00', activePlayers: 2, rate: '1.00' },
  ],
  period: null,
  carryOver: false,
  offeredAt: Date.UTC(2026, 10, 20),
  decidedAt: Date.UTC(2026, 10, 21),
};
const statement: OpsAgentStatement = {
  id: 11,
  contractId: 7,
  username: 'demosub',
  payer: 'demotop',
  kind: 'daily_salary',
  periodKey: '2026-11-27',
  periodStart: Date.UTC(2026, 10, 26, 17),
  periodEnd: Date.UTC(2026, 10, 27, 17),
  turnover: '1200.0000',
  netLoss: '200.0000',
  activePlayers: 2,
  carryIn: '0.0000',
  carryOut: '0.0000',
  tier: 1,
  rate: '0.50',
  amount: '6.0000',
  state: 'unpaid',
  reference: null,
  ledgerTransactionId: null,
  createdAt: Date.UTC(2026, 10, 27, 17, 1),
  paidAt: null,
};

describe('agent contracts and statements in the console (issue 32)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('filters contracts, opens one with its tiers and history, and ends it', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    let state: ContractView['state'] = 'accepted';
    const requests = stubOps((r) => {
      if (r.url.pathname === '/ops/agents/contracts/end') {
        state = 'ended';
        return { ...contract, state };
      }
      if (r.url.pathname === '/ops/agents/contract')
        return {
          contract: { ...contract, state },
          history: [{ ...contract, state }],
          statements: [statement],
        };
      return { list: [{ ...contract, state }], total: 1 };
    });
    renderConsole(<AgentContractsPage />, undefined, 'finance');
    await screen.findAllByTestId('agent-contract-row');
    fireEvent.change(screen.getByLabelText(/Agent username/), { target: { value: 'demosub' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('username')).toBe('demosub'));
    fireEvent.click(screen.getByRole('button', { name: 'Open contract 7' }));
    const detail = await screen.findByTestId('agent-contract-detail');
    expect(detail.textContent).toContain('5000.00');
    expect(detail.textContent).toContain('2026-11-27');
    fireEvent.click(screen.getByRole('button', { name: 'End contract' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'End contract' })).toBeNull());
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ id: 7 });
    expect(screen.getByTestId('agent-contract-detail').textContent).toContain('(ended)');
  });

  it('support reads a contract but cannot end it', async () => {
    stubOps((r) =>
      r.url.pathname === '/ops/agents/contract'
        ? { contract, history: [contract], statements: [] }
        : { list: [contract], total: 1 },
    );
    renderConsole(<AgentContractsPage />, undefined, 'support');
    fireEvent.click(await screen.findByRole('button', { name: 'Open contract 7' }));
    await screen.findByTestId('agent-contract-detail');
    expect(screen.queryByRole('button', { name: 'End contract' })).toBeNull();
  });

  it('lists statements by state and period, pays an unpaid one now, and shows its ledger transaction', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    let paid = false;
    const ledger = {
      id: 99,
      kind: 'agent_daily_salary',
      reference: 'AC11',
      idempotencyKey: 'agent-contract:7:2026-11-27',
      createdAt: Date.UTC(2026, 10, 28),
      entries: [
        { account: 'cash of demotop', amount: '-6.0000' },
        { account: 'cash of demosub', amount: '6.0000' },
      ],
    };
    const requests = stubOps((r) => {
      const now = paid
        ? { ...statement, state: 'paid' as const, reference: 'AC11', ledgerTransactionId: 99 }
        : statement;
      if (r.url.pathname === '/ops/agents/statements/pay') {
        paid = true;
        return now;
      }
      if (r.url.pathname === '/ops/agents/statement')
        return { statement: now, ledger: paid ? ledger : null };
      return { list: [now], total: 1 };
    });
    renderConsole(<AgentStatementsPage />);
    await screen.findAllByTestId('agent-statement-row');
    fireEvent.change(screen.getByLabelText(/Period ended from/), {
      target: { value: '2026-11-27' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('from')).toBe('2026-11-27'));
    fireEvent.click(screen.getByRole('button', { name: 'Open statement 11' }));
    expect((await screen.findByTestId('agent-statement-detail')).textContent).toContain(
      'nothing has been paid',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('cash of demosub')).toBeTruthy();
    expect(screen.getByTestId('agent-statement-detail').textContent).toContain(
      'agent-contract:7:2026-11-27',
    );
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ id: 11 });
  });

  it('offers a top-level agent a platform contract: checked before it is sent, refusals at the field', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    let offers = 0;
    const requests = stubOps((r) => {
      if (r.method === 'POST' && r.url.pathname === '/ops/agents/contracts') {
        offers += 1;
        if (offers === 1)
          return new Response(
            JSON.stringify({
              success: false,
              code: 'BAD_REQUEST',
              message: 'username: this agent has an upline',
              value: { fields: { username: 'this agent has an upline' } },
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          );
        return { ...contract, id: 8, username: 'demotop', upline: null, state: 'offered' };
      }
      return { list: [], total: 0 };
    });
    renderConsole(<AgentContractsPage />, undefined, 'owner');
    const form = await screen.findByTestId('agent-contract-offer-form');
    fireEvent.change(screen.getByLabelText(/Top-level agent's username/), {
      target: { value: 'demosub' },
    });
    fireEvent.change(screen.getByLabelText(/Tier 1: Team's valid turnover/), {
      target: { value: '1000' },
    });
    fireEvent.change(screen.getByLabelText(/Tier 1: rate/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    fireEvent.change(screen.getByLabelText(/Tier 2: Team's valid turnover/), {
      target: { value: '500' },
    });
    fireEvent.change(screen.getByLabelText(/Tier 2: rate/), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offer contract' }));
    // The order and range rules before anything is sent.
    expect(await screen.findByText('each tier must start above the one before')).toBeTruthy();
    expect(form.textContent).toContain('Enter a percent from 0 to 100');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Tier 2: Team's valid turnover/), {
      target: { value: '5000' },
    });
    fireEvent.change(screen.getByLabelText(/Tier 2: rate/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offer contract' }));
    // The server's refusal under the field it names.
    expect(await screen.findByText('this agent has an upline')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Top-level agent's username/), {
      target: { value: 'demotop' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Offer contract' }));
    await waitFor(() => expect(offers).toBe(2));
    expect(requests.filter((r) => r.method === 'POST').at(-1)!.body).toEqual({
      username: 'demotop',
      kind: 'daily_salary',
      tiers: [
        { threshold: '1000', activePlayers: 0, rate: '1' },
        { threshold: '5000', activePlayers: 0, rate: '2' },
      ],
    });
    await waitFor(() => expect(screen.queryByText('this agent has an upline')).toBeNull());
  });

  it('offers a dividend with its period and carry-over, a tier refused at its field', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const requests = stubOps((r) => {
      if (r.method === 'POST')
        return new Response(
          JSON.stringify({
            success: false,
            code: 'BAD_REQUEST',
            message: 'tiers.1.activePlayers: too many',
            value: { fields: { 'tiers.1.activePlayers': 'too many' } },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        );
      return { list: [], total: 0 };
    });
    renderConsole(<AgentContractsPage />, undefined, 'owner');
    await screen.findByTestId('agent-contract-offer-form');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Contract kind/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dividend' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Dividend period/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Weekly (Monday to Sunday)' }));
    fireEvent.click(screen.getByLabelText(/Negative carry-over/));
    fireEvent.change(screen.getByLabelText(/Top-level agent's username/), {
      target: { value: ' demotop ' },
    });
    fireEvent.change(screen.getByLabelText(/Tier 1: rate/), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    fireEvent.change(screen.getByLabelText(/Tier 2: active players/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/Tier 2: rate/), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offer contract' }));
    // Thresholds and the second tier's players are missing: nothing is sent.
    await waitFor(() =>
      expect(screen.getByLabelText(/Tier 2: active players/).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(screen.getAllByLabelText(/Tier 1: /)[0]!, { target: { value: '1000' } });
    fireEvent.change(screen.getAllByLabelText(/Tier 2: /)[0]!, { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText(/Tier 2: active players/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect(await screen.findByText('too many')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      username: 'demotop',
      kind: 'dividend',
      period: 'week',
      carryOver: true,
      tiers: [
        { threshold: '1000', activePlayers: 0, rate: '10' },
        { threshold: '2000', activePlayers: 3, rate: '20' },
      ],
    });
  });

  it('support does not see the platform contract form', async () => {
    stubOps(() => ({ list: [contract], total: 1 }));
    renderConsole(<AgentContractsPage />, undefined, 'support');
    await screen.findAllByTestId('agent-contract-row');
    expect(screen.queryByTestId('agent-contract-offer-form')).toBeNull();
  });
});
