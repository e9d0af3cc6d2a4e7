import { describe, expect, it } from 'vitest';
import { imageSources, onEveryCdn } from './image-sources';

describe('the addresses tried for a picture', () => {
  it('tries the picture, then the other CDNs, once each', () => {
    expect(
      imageSources('https://a.cdn/x.png', ['https://b.cdn/x.png', 'https://a.cdn/x.png']),
    ).toEqual(['https://a.cdn/x.png', 'https://b.cdn/x.png']);
  });

  it("moves this site's pictures to the domain the API moved to, after the page's own", () => {
    expect(imageSources('/media/vendors/pg.png', [], 'https://b.example')).toEqual([
      '/media/vendors/pg.png',
      'https://b.example/media/vendors/pg.png',
    ]);
    // A protocol-relative address is another site's, not a path of this one.
    expect(imageSources('//cdn.example/x.png', [], 'https://b.example')).toEqual([
      '//cdn.example/x.png',
    ]);
    expect(imageSources('/media/x.png')).toEqual(['/media/x.png']);
  });

  it('has nothing to try without a picture', () => {
    expect(imageSources(null)).toEqual([]);
  });

  it('puts the chosen CDN first and the others after it', () => {
    const urls = onEveryCdn(
      'https://b/',
      ['https://a/', 'https://b/', 'https://c/'],
      (c) => `${c}SLOT-PG`,
    );
    expect(urls).toEqual({
      src: 'https://b/SLOT-PG',
      fallbacks: ['https://a/SLOT-PG', 'https://c/SLOT-PG'],
    });
  });
});
