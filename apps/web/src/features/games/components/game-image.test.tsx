import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { GameImage } from './game-image';

describe('game art when a CDN is blocked', () => {
  it('tries the same picture on the next CDN, then shows the default image', () => {
    const { container } = render(
      <GameImage src="https://a.cdn/SLOT-PG" fallbacks={['https://b.cdn/SLOT-PG']} alt="" />,
    );
    const img = () => container.querySelector('img')!;
    expect(img().getAttribute('src')).toBe('https://a.cdn/SLOT-PG');
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('https://b.cdn/SLOT-PG');
    fireEvent.error(img());
    expect(img().getAttribute('src')).not.toMatch(/cdn/);
    // The default image failing too does not loop.
    fireEvent.error(img());
    expect(img().getAttribute('src')).not.toMatch(/cdn/);
  });
});

describe('§4 the image loader states', () => {
  it('an eager image is loading, then loaded', () => {
    const { container } = render(<GameImage src="https://a.cdn/SLOT-PG" alt="" eager />);
    const box = () => container.querySelector('.game-image')!;
    expect(box().getAttribute('data-state')).toBe('loading');
    fireEvent.load(container.querySelector('img')!);
    expect(box().getAttribute('data-state')).toBe('loaded');
  });

  it('a lazy image is pending until it comes near the screen', () => {
    const observed: Element[] = [];
    let report: IntersectionObserverCallback = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const { container } = render(<GameImage src="https://a.cdn/FISH-JDB" alt="" />);
    const box = container.querySelector('.game-image')!;
    expect(box.getAttribute('data-state')).toBe('pending');
    expect(observed).toContain(box);
    act(() =>
      report(
        [{ isIntersecting: true, target: box } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(box.getAttribute('data-state')).toBe('loading');
    fireEvent.load(container.querySelector('img')!);
    expect(box.getAttribute('data-state')).toBe('loaded');
    vi.unstubAllGlobals();
  });

  it('failed once every source failed and the default image stands in', () => {
    const { container } = render(<GameImage src="https://a.cdn/LIVE-SA" alt="" eager />);
    const img = () => container.querySelector('img')!;
    fireEvent.error(img());
    expect(container.querySelector('.game-image')!.getAttribute('data-state')).toBe('loading');
    fireEvent.load(img());
    expect(container.querySelector('.game-image')!.getAttribute('data-state')).toBe('failed');
  });
});
