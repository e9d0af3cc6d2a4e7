import { describe, expect, it } from 'vitest';
import { createRasterArt } from './raster-art';
import { gameArt } from './svg-art';

describe('raster art cache', () => {
  it('draws each image once while it stays in memory', async () => {
    const webpOf = createRasterArt();
    let drawn = 0;
    const draw = () => {
      drawn += 1;
      return gameArt('PG_0001');
    };
    const [a, b] = await Promise.all([
      webpOf('games/PG_0001', draw),
      webpOf('games/PG_0001', draw),
    ]);
    await webpOf('games/PG_0001', draw);
    expect(drawn).toBe(1);
    expect(a.equals(b)).toBe(true);
  });

  it('forgets the least recently used image past its byte limit', async () => {
    const first = await createRasterArt()('games/PG_0001', () => gameArt('PG_0001'));
    // Every key draws the same picture, so the sizes are equal: room for two images, not three.
    const webpOf = createRasterArt(first.length * 2 + 100);
    const counts = new Map<string, number>();
    const drawOf = (code: string) => () => {
      counts.set(code, (counts.get(code) ?? 0) + 1);
      return gameArt('PG_0001');
    };
    await webpOf('games/PG_0001', drawOf('PG_0001'));
    await webpOf('games/PG_0002', drawOf('PG_0002'));
    await webpOf('games/PG_0001', drawOf('PG_0001')); // used again: PG_0002 is now the oldest
    await webpOf('games/PG_0003', drawOf('PG_0003'));
    await webpOf('games/PG_0001', drawOf('PG_0001'));
    await webpOf('games/PG_0002', drawOf('PG_0002'));
    expect(counts.get('PG_0001')).toBe(1);
    expect(counts.get('PG_0002')).toBe(2);
  });

  it('does not keep a failed encoding', async () => {
    const webpOf = createRasterArt();
    await expect(webpOf('bad', () => '<svg')).rejects.toThrow();
    const image = await webpOf('bad', () => gameArt('PG_0001'));
    expect(image.length).toBeGreaterThan(0);
  });
});
