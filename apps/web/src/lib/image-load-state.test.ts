import { describe, expect, it } from 'vitest';
import { nextImageLoadState } from './image-load-state';

describe('§4 image loader transitions', () => {
  it('pending -> loading -> loaded, or -> failed', () => {
    expect(nextImageLoadState('pending', 'near')).toBe('loading');
    expect(nextImageLoadState('loading', 'load')).toBe('loaded');
    expect(nextImageLoadState('loading', 'fail')).toBe('failed');
    // A cached image can load before the observer reports it near.
    expect(nextImageLoadState('pending', 'load')).toBe('loaded');
  });

  it('an image never goes back', () => {
    expect(nextImageLoadState('loaded', 'near')).toBe('loaded');
    expect(nextImageLoadState('loaded', 'fail')).toBe('loaded');
    expect(nextImageLoadState('failed', 'load')).toBe('failed');
    expect(nextImageLoadState('loading', 'near')).toBe('loading');
  });
});
