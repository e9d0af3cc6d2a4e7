import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AgentTreeNode } from '@lotto/contract';
import { renderConsole, stubOps } from '../testing/render-console';
import { AgentTreePage } from './agent-tree';

const node = (
  username: string,
  customerType: number,
  direct: number,
  team: number,
): AgentTreeNode => ({
  username,
  customerType,
  directDownlines: direct,
  teamSize: team,
});
const top = node('demotop', 41, 2, 4);
const sub = node('demosub', 1, 2, 2);
const refused = (field: string, message: string) =>
  new Response(
    JSON.stringify({
      success: false,
      code: 'BAD_REQUEST',
      message: `${field}: ${message}`,
      value: { fields: { [field]: message } },
    }),
    { status: 400, headers: { 'content-type': 'application/json' } },
  );

describe('the agent tree in the console (issue 32)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the tops, drills down to a member with its upline chain and downlines, and up again', async () => {
    const requests = stubOps((r) => {
      const username = r.url.searchParams.get('username');
      if (username === 'demosub')
        return { member: sub, uplines: [top], list: [node('demoplayer1', 0, 0, 0)], total: 1 };
      if (username === 'demotop')
        return { member: top, uplines: [], list: [sub, node('demoplayer3', 0, 0, 0)], total: 2 };
      return { member: null, uplines: [], list: [top], total: 1 };
    });
    renderConsole(<AgentTreePage />, undefined, 'read_only');
    fireEvent.click(await screen.findByRole('button', { name: 'demotop' }));
    fireEvent.click(await screen.findByRole('button', { name: 'demosub' }));
    expect((await screen.findByTestId('agent-tree-member')).textContent).toContain(
      'demosub · type 1 · 2 direct downlines · team of 2',
    );
    expect(screen.getByRole('button', { name: 'demoplayer1' })).toBeTruthy();
    // The chain links back up.
    const chain = screen.getByRole('navigation', { name: 'Upline chain' });
    expect(chain.textContent).toContain('demotop');
    expect(requests.map((r) => r.url.searchParams.get('username'))).toEqual([
      null,
      'demotop',
      'demosub',
    ]);
    // Read-only operators do not move members.
    expect(screen.queryByTestId('move-downline-form')).toBeNull();
  });

  it('shows a refused move under the field the server names, and a done move reloads the member', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const requests = stubOps((r) => {
      if (r.method === 'POST') {
        const body = r.body as { upline: string };
        if (body.upline === 'demoplayer1') return refused('upline', "is in this member's own team");
        return { member: sub, uplines: [node('othertop', 41, 1, 3)], endedContracts: 1 };
      }
      if (r.url.searchParams.get('username') === 'demosub')
        return { member: sub, uplines: [top], list: [], total: 0 };
      return { member: null, uplines: [], list: [top], total: 1 };
    });
    renderConsole(<AgentTreePage />);
    await screen.findByRole('button', { name: 'demotop' });
    fireEvent.change(screen.getByLabelText(/Member to move/), { target: { value: 'demosub' } });
    fireEvent.change(screen.getByLabelText(/New upline/), { target: { value: 'demoplayer1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText("is in this member's own team")).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/New upline/), { target: { value: 'othertop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('username')).toBe('demosub'));
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.body)).toEqual([
      { username: 'demosub', upline: 'demoplayer1' },
      { username: 'demosub', upline: 'othertop' },
    ]);
    expect(posts[0]!.url.pathname).toBe('/ops/agents/move');
  });

  it('asks for both members before a move, and sends nothing the operator does not confirm', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const requests = stubOps(() => ({ member: null, uplines: [], list: [top], total: 1 }));
    renderConsole(<AgentTreePage />);
    await screen.findByRole('button', { name: 'demotop' });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(confirm).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Member to move/), { target: { value: ' demosub ' } });
    fireEvent.change(screen.getByLabelText(/New upline/), { target: { value: 'othertop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Required')).toBeNull();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
