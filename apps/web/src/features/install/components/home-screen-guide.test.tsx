import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { detectPlatform } from '@/lib/platform';
import { HomeScreenGuide } from './home-screen-guide';

const iosSafari = (version: string) =>
  detectPlatform({
    userAgent: `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1`,
    standalone: false,
  });

describe('add-to-home-screen guide (§2.13, §4)', () => {
  it('walks three slides: no previous first, confirm instead of next last', () => {
    const onClose = vi.fn();
    render(
      <HomeScreenGuide platform={iosSafari('17_4')} installPromptReady={false} onClose={onClose} />,
    );
    expect(screen.getByTestId('guide-slide-1').dataset.system).toBe('ios');
    expect(screen.queryByTestId('guide-previous')).toBeNull();
    expect(screen.queryByTestId('guide-tip')).toBeNull();
    fireEvent.click(screen.getByTestId('guide-next'));
    expect(screen.getByTestId('guide-previous')).toBeTruthy();
    fireEvent.click(screen.getByTestId('guide-next'));
    expect(screen.getByTestId('guide-slide-3')).toBeTruthy();
    expect(screen.queryByTestId('guide-next')).toBeNull();
    // The pressed button is gone: focus moves to confirm, inside the guide.
    expect(document.activeElement).toBe(screen.getByTestId('guide-confirm'));
    fireEvent.click(screen.getByTestId('guide-previous'));
    expect(screen.getByTestId('guide-slide-2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('guide-next'));
    fireEvent.click(screen.getByTestId('guide-confirm'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the tip of iOS 12.0 to 12.1', () => {
    render(
      <HomeScreenGuide
        platform={iosSafari('12_1')}
        installPromptReady={false}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByTestId('guide-tip')).toBeTruthy();
  });
});
