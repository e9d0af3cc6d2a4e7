import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '@/lib/i18n';
import { UpdateNotice } from './update-notice';

afterEach(cleanup);

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
};

const renderNotice = (client = new QueryClient()) => {
  const apply = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <UpdateNotice apply={apply} />
    </QueryClientProvider>,
  );
  return apply;
};

describe('the new-version notice', () => {
  it('tells the player and reloads when asked', () => {
    const apply = renderNotice();
    expect(screen.getByRole('status').textContent).toContain('มีเวอร์ชันใหม่พร้อมใช้งาน');
    fireEvent.click(screen.getByRole('button', { name: 'โหลดใหม่' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('takes over by itself when the page is hidden with nothing being submitted', () => {
    const apply = renderNotice();
    hide();
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('never while a submit is in flight', async () => {
    const client = new QueryClient();
    let finish = () => {};
    const apply = renderNotice(client);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    let running: Promise<unknown> = Promise.resolve();
    await act(async () => {
      running = mutation.execute(undefined);
      await Promise.resolve();
    });
    hide();
    expect(apply).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'โหลดใหม่' }).disabled).toBe(
        true,
      ),
    );
    await act(async () => {
      finish();
      await running;
    });
    hide();
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
