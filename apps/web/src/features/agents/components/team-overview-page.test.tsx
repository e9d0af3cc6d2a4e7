import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TeamOverviewValue } from '@lotto/contract';
import { writeSession } from '@/lib/session-storage';
import { demoSettings, normalStatus } from '@/testing/fixtures';
import { envelopeResponse, renderWithProviders } from '@/testing/test-utils';
import { TeamOverviewPage } from './team-overview-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const overview: TeamOverviewValue = {
  from: '2026-03-01',
  to: '2026-03-01',
  timeZone: 'Asia/Bangkok',
  teamSize: 5,
  directCount: 2,
  registrations: 3,
  firstDeposits: 1,
  depositCount: 4,
  deposits: '1250.5000',
  withdrawalCount: 1,
  withdrawals: '40.0000',
  validBets: '15.0000',
  win: '4.0000',
  profitAndLoss: '-11.0000',
  activePlayers: 2,
  teamBalance: '15.0000',
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
      if (url.startsWith('/wps/agent/team/overview')) return envelopeResponse(overview);
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

describe('/m/agent/team/overview (§2.1, §6, §8)', () => {
  it("shows an agent the team's figures", async () => {
    stub();
    signIn(1);
    renderWithProviders(<TeamOverviewPage />);
    expect((await screen.findByTestId('team-kpi-deposits')).textContent).toContain('1,250.50');
    expect(screen.getByTestId('team-kpi-pnl').textContent).toContain('-11.00');
    expect(screen.getByTestId('team-kpi-team-size').textContent).toContain('5');
    expect(calls.some((u) => u.startsWith('/wps/agent/team/overview?from='))).toBe(true);
  });

  it('links a top-level agent to its three contract pages (exempt from the login check, §6)', async () => {
    stub();
    signIn(41);
    renderWithProviders(<TeamOverviewPage />);
    expect((await screen.findByTestId('contract-link-salary')).getAttribute('href')).toBe(
      '/m/member/agent/getSalaryContract',
    );
    expect(screen.getByTestId('contract-link-dividend').getAttribute('href')).toBe(
      '/m/member/agent/getDevidendContract',
    );
    expect(screen.getByTestId('contract-link-hour').getAttribute('href')).toBe(
      '/m/member/agent/getHourContract',
    );
  });

  for (const type of [0, 4, 40])
    it(`tells session type ${type} "not an agent" without calling the server`, async () => {
      calls.length = 0;
      stub();
      signIn(type);
      renderWithProviders(<TeamOverviewPage />);
      expect((await screen.findByTestId('not-agent')).textContent).toContain('ไม่ใช่ตัวแทน');
      expect(calls.some((u) => u.startsWith('/wps/agent/'))).toBe(false);
    });
});
