import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TeamPnlValue } from '@lotto/contract';
import { writeSession } from '@/lib/session-storage';
import { demoSettings, normalStatus } from '@/testing/fixtures';
import { envelopeResponse, renderWithProviders } from '@/testing/test-utils';
import { TeamPnlPage } from './team-pnl-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const figures = { count: 3, stake: '150.0000', win: '90.0000', net: '-60.0000', rebate: '1.5000' };
const pnl = (parent: string, rows: string[]): TeamPnlValue => ({
  period: { from: '2026-03-01', to: '2026-03-01', timeZone: 'Asia/Bangkok' },
  parent,
  total: figures,
  list: rows.map((username) => ({
    username,
    customerType: 1,
    depth: 1,
    teamSize: username.startsWith('sub') ? 2 : 0,
    ...figures,
  })),
  pageNum: 1,
  totalPages: 1,
});

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
      if (url.startsWith('/wps/agent/team/pnl'))
        return envelopeResponse(
          url.includes('username=sub1') ? pnl('sub1', ['p1', 'p2']) : pnl('a1', ['sub1', 'p3']),
        );
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

describe('/m/agent/team/pnl (§2.1, §8)', () => {
  it("shows the team's total and each downline, and drills into a sub-agent's team and back", async () => {
    calls.length = 0;
    stub();
    signIn(1);
    renderWithProviders(<TeamPnlPage />);
    expect((await screen.findByTestId('team-pnl-total-net')).textContent).toContain('-60.00');
    expect(screen.getByTestId('team-pnl-total-rebate').textContent).toContain('1.50');
    expect(screen.getAllByTestId('team-pnl-row')).toHaveLength(2);
    // Only the sub-agent (a team of its own) can be drilled into.
    const drills = screen.getAllByTestId('team-pnl-drill');
    expect(drills).toHaveLength(1);
    fireEvent.click(drills[0]!);
    await waitFor(() => expect(screen.getByTestId('team-path').textContent).toContain('sub1'));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('team-pnl-rows-title')),
    );
    expect(calls.some((u) => u.includes('username=sub1'))).toBe(true);
    await waitFor(() =>
      expect(screen.getAllByTestId('team-pnl-row').map((r) => r.textContent)).toEqual([
        expect.stringContaining('p1'),
        expect.stringContaining('p2'),
      ]),
    );
    fireEvent.click(screen.getByTestId('team-path').querySelector('button')!);
    await waitFor(() => expect(screen.queryByTestId('team-path')).toBeNull());
  });

  it('switches to the whole team', async () => {
    calls.length = 0;
    stub();
    signIn(41);
    renderWithProviders(<TeamPnlPage />);
    fireEvent.click(await screen.findByTestId('team-scope-all'));
    await waitFor(() => expect(calls.some((u) => u.includes('scope=all'))).toBe(true));
  });

  it('tells a player "not an agent" without calling the server', async () => {
    calls.length = 0;
    stub();
    signIn(0);
    renderWithProviders(<TeamPnlPage />);
    expect((await screen.findByTestId('not-agent')).textContent).toContain('ไม่ใช่ตัวแทน');
    expect(calls.some((u) => u.startsWith('/wps/agent/'))).toBe(false);
  });
});
