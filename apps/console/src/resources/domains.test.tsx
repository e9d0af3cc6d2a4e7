import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { OperationValue, opsDomains } from '@lotto/contract';
import { renderConsole, stubOps } from '../testing/render-console';
import { DomainsPage } from './domains';

const value = (blocked: boolean): OperationValue<typeof opsDomains> => ({
  version: 4,
  domains: [
    { domain: 'demo.example.com', origin: 'https://demo.example.com', main: true, blocked },
    {
      domain: 'm.demo.example.com',
      origin: 'https://m.demo.example.com',
      main: false,
      blocked: false,
    },
  ],
  reports: [
    {
      from: 'https://demo.example.com',
      to: 'https://m.demo.example.com',
      count: 17,
      firstAt: Date.UTC(2026, 10, 28, 1),
      lastAt: Date.UTC(2026, 10, 28, 2),
    },
  ],
});

afterEach(() => vi.unstubAllGlobals());

describe('the console’s domains page', () => {
  it('shows the domains and how many apps moved off each', async () => {
    stubOps(() => value(false));
    renderConsole(<DomainsPage />, undefined, 'read_only');
    expect(await screen.findByText('demo.example.com (main)')).toBeTruthy();
    expect(screen.getByText('17')).toBeTruthy();
    // Only an owner marks a domain.
    expect(screen.queryByRole('button', { name: 'Mark blocked' })).toBeNull();
  });

  it('an owner marks a domain blocked on the version shown, after confirming', async () => {
    let blocked = false;
    const requests = stubOps((r) => {
      if (r.method === 'PUT') {
        blocked = true;
        return { version: 5, changes: [] };
      }
      return value(blocked);
    });
    renderConsole(<DomainsPage />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Mark blocked' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark blocked' }));
    expect(await screen.findByText('Blocked')).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe('/ops/domains/blocked');
    expect(put?.body).toEqual({ version: 4, domain: 'demo.example.com', blocked: true });
  });
});
