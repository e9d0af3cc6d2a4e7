import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { AppProvider } from '@/app/provider';
import { testQueryClient } from '@/testing/test-utils';
import { SmsCodeButton } from './sms-code-button';

describe('the SMS code button (§4) to a screen reader', () => {
  it('reads the wait once when it starts, not every second of it', async () => {
    const queryClient = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProvider queryClient={queryClient}>{children}</AppProvider>
    );
    const view = render(<SmsCodeButton seconds={60} busy={false} onRequest={() => {}} />, {
      wrapper,
    });
    const button = await screen.findByTestId('sms-code-button');
    const status = screen.getByTestId('sms-code-announcement');
    // The button counts down but is not a live region.
    expect(button.getAttribute('aria-live')).toBeNull();
    expect(button.textContent).toContain('60');
    expect(status.getAttribute('role')).toBe('status');
    const first = status.textContent;
    expect(first).toContain('60');

    view.rerender(<SmsCodeButton seconds={59} busy={false} onRequest={() => {}} />);
    expect(button.textContent).toContain('59');
    expect(status.textContent).toBe(first);

    view.rerender(<SmsCodeButton seconds={0} busy={false} onRequest={() => {}} />);
    expect(status.textContent).toBe('');
  });
});
