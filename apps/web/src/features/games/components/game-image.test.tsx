import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
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
