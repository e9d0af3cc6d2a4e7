import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OpsMemberProtectionValue, ProtectionLimitItem } from '@lotto/contract';
import { renderConsole, stubOps } from '../testing/render-console';
import { changeText, MemberProtection, PROTECTION_READ_ONLY_NOTE } from './member-protection';

const noLimit = (kind: ProtectionLimitItem['kind'], period: ProtectionLimitItem['period']) => ({
  kind,
  period,
  amount: null,
  used: '0.0000',
  left: null,
  pending: null,
});
const allEmpty = (): ProtectionLimitItem[] =>
  (['deposit', 'loss', 'wager'] as const).flatMap((k) =>
    (['day', 'week', 'month'] as const).map((p) => noLimit(k, p)),
  );

const empty: OpsMemberProtectionValue = {
  memberId: 7,
  currency: 'THB',
  limits: allEmpty(),
  sessionTime: {
    limitMinutes: null,
    usedMinutes: 0,
    leftMinutes: null,
    pending: null,
    nextDayAt: Date.UTC(2026, 10, 21, 17, 0),
  },
  exclusion: null,
  realityCheckMinutes: 60,
  realityCheckChosen: false,
  changes: [],
};

describe("a member's player protection in the console", () => {
  it('asks the server for the member and shows the empty state', async () => {
    const requests = stubOps(() => empty);
    renderConsole(<MemberProtection memberId={7} />);
    expect(await screen.findByText('No limit set.')).toBeTruthy();
    expect(screen.getByText('No time-out or self-exclusion in force.')).toBeTruthy();
    expect(screen.getByText('Reality checks: every 60 minutes (default)')).toBeTruthy();
    expect(screen.getByText('No change recorded.')).toBeTruthy();
    expect(screen.getByTestId('protection-session-time').textContent).toBe(
      'Daily session time: no limit (today 0 min logged in)',
    );
    expect(screen.getByText(PROTECTION_READ_ONLY_NOTE)).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.pathname).toBe('/ops/members/protection');
    expect(requests[0]!.url.searchParams.get('id')).toBe('7');
    expect(requests[0]!.method).toBe('GET');
    // Read only: nothing to press.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lists limits with what is used and left, a waiting raise, a time-out and the history', async () => {
    const confirmableAt = Date.UTC(2026, 10, 22, 3, 0);
    const limits = allEmpty().map((l) =>
      l.kind === 'deposit' && l.period === 'day'
        ? {
            ...l,
            amount: '1000.0000',
            used: '300.0000',
            left: '700.0000',
            pending: { amount: '2000.0000', confirmableAt },
          }
        : l,
    );
    stubOps(() => ({
      ...empty,
      limits,
      exclusion: {
        type: 'timeout',
        duration: '7d',
        startedAt: Date.UTC(2026, 10, 21, 3, 0),
        until: Date.UTC(2026, 10, 28, 3, 0),
      },
      realityCheckMinutes: 30,
      realityCheckChosen: true,
      sessionTime: {
        limitMinutes: 60,
        usedMinutes: 48,
        leftMinutes: 12,
        pending: { minutes: 120, confirmableAt },
        nextDayAt: Date.UTC(2026, 10, 21, 17, 0),
      },
      changes: [
        {
          at: Date.UTC(2026, 10, 21, 3, 0),
          action: 'protection.timeout',
          by: 'member',
          operatorId: null,
          before: null,
          after: '{"duration":"7d"}',
        },
        {
          at: Date.UTC(2026, 10, 21, 2, 30),
          action: 'protection.session_time_reached',
          by: 'system',
          operatorId: null,
          before: null,
          after: '{"minutes":"60"}',
        },
        {
          at: Date.UTC(2026, 10, 21, 2, 20),
          action: 'protection.limit_set',
          by: 'operator',
          operatorId: 12,
          before: '{"kind":"session"}',
          after: '{"kind":"session","amount":"60 min"}',
        },
        {
          at: Date.UTC(2026, 10, 21, 2, 0),
          action: 'protection.limit_set',
          by: 'member',
          operatorId: null,
          before: '{"amount":"none"}',
          after: '{"amount":"1000.0000"}',
        },
      ],
    }));
    renderConsole(<MemberProtection memberId={7} />);
    const table = await screen.findByRole('table', { name: 'Limits' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.textContent).toContain('Deposit');
    expect(rows[1]!.textContent).toContain('24 hours');
    expect(rows[1]!.textContent).toContain('1000.0000');
    expect(rows[1]!.textContent).toContain('300.0000');
    expect(rows[1]!.textContent).toContain('700.0000');
    expect(rows[1]!.textContent).toContain(
      `To 2000.0000; the member may confirm it from ${new Date(confirmableAt).toLocaleString()}`,
    );
    expect(screen.getByTestId('protection-exclusion').textContent).toMatch(
      /^Time-out \(7 days\) since .+, until .+$/,
    );
    expect(
      screen.getByText('Reality checks: every 30 minutes (chosen by the member)'),
    ).toBeTruthy();
    const history = within(screen.getByRole('table', { name: 'Protection changes' }));
    expect(history.getAllByRole('row')).toHaveLength(5);
    expect(history.getByText('Operator #12')).toBeTruthy();
    expect(history.getByText('System')).toBeTruthy();
    expect(history.getByText('Session-time limit reached: sessions ended')).toBeTruthy();
    expect(screen.getByTestId('protection-session-time').textContent).toBe(
      `Daily session time: limit 60 min, today 48 min logged in, 12 min left; raise to 120 min waiting, the member may confirm it from ${new Date(confirmableAt).toLocaleString()}`,
    );
    expect(history.getByText('Time-out started')).toBeTruthy();
    expect(history.getAllByText('Limit set or lowered')).toHaveLength(2);
    expect(history.getAllByText('Member')).toHaveLength(2);
    expect(history.getByText('amount: none')).toBeTruthy();
    expect(history.getByText('amount: 1000.0000')).toBeTruthy();
  });

  it('shows a change cut short as it was kept', () => {
    expect(changeText('{"kind":"deposit","amo')).toBe('{"kind":"deposit","amo');
    expect(changeText(null)).toBe('-');
  });

  it("shows the server's refusal", async () => {
    stubOps(
      () =>
        new Response(
          JSON.stringify({
            success: false,
            value: null,
            message: 'No such member',
            code: 'NOT_FOUND',
          }),
          { status: 404, headers: { 'content-type': 'application/json' } },
        ),
    );
    renderConsole(<MemberProtection memberId={9} />);
    expect((await screen.findByRole('alert')).textContent).toContain('No such member');
  });
});
