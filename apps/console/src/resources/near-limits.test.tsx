import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OpsNearLimitsValue } from '@lotto/contract';
import { renderConsole, stubOps } from '../testing/render-console';
import { NearLimitsPage, seesNearLimits } from './near-limits';

const report: OpsNearLimitsValue = {
  currency: 'THB',
  list: [
    {
      memberId: 3,
      username: 'somchai',
      kind: 'deposit',
      period: 'week',
      amount: '500.0000',
      used: '520.0000',
      percent: 104,
    },
    {
      memberId: 9,
      username: 'malee',
      kind: 'session',
      period: 'day',
      amount: '30',
      used: '25',
      percent: 83,
    },
  ],
};

describe('members near their limits (issue 34)', () => {
  it('lists them as the server sends them, with nothing to change', async () => {
    const requests = stubOps(() => report);
    renderConsole(<NearLimitsPage />);
    const table = await screen.findByRole('table', { name: 'Members near their limits' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('somchai');
    expect(rows[1]!.textContent).toContain('7 days');
    expect(rows[1]!.textContent).toContain('reached');
    expect(rows[2]!.textContent).toContain('Session time (minutes today)');
    expect(rows[2]!.textContent).toContain('83 %');
    expect(requests[0]!.url.pathname).toBe('/ops/protection/nearLimits');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when nobody is near a limit', async () => {
    stubOps(() => ({ currency: 'THB', list: [] }));
    renderConsole(<NearLimitsPage />);
    expect(await screen.findByText('No member is near a limit.')).toBeTruthy();
  });

  it('is for the roles that read members: support yes, content no', () => {
    expect(seesNearLimits('support')).toBe(true);
    expect(seesNearLimits('read_only')).toBe(true);
    expect(seesNearLimits('content')).toBe(false);
  });
});
