import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { failOver, resetDomainFailover } from '@/lib/domain-failover';
import { rememberDomainRoute } from '@/lib/domain-list';
import { DomainLayer } from './domain-layer';

const PAGE = 'https://demo.example';
const SECOND = 'https://m.demo.example';

afterEach(() => {
  resetDomainFailover();
  localStorage.clear();
});

describe('the notice when no domain answers', () => {
  it('shows only when every domain failed, and goes once one answers again', async () => {
    const healthy = new Set<string>();
    rememberDomainRoute({ mainDomain: 'demo.example', domains: ['m.demo.example'] });
    resetDomainFailover({
      pageOrigin: () => PAGE,
      markerKey: () => 'key',
      probe: async (origin) => healthy.has(origin),
      pageBlocked: () => undefined,
      fetch: async () => new Response('{}'),
    });
    render(<DomainLayer />);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => failOver(PAGE));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('ไม่สามารถเชื่อมต่อเว็บไซต์ได้ในขณะนี้');
    healthy.add(SECOND);
    fireEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
