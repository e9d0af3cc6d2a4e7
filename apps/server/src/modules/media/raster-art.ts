import sharp from 'sharp';

/**
 * WebP quality of the demo art: gradients and large letters, where 80 shows no banding and keeps
 * a 960×420 banner near 10 KiB.
 */
export const ART_WEBP_QUALITY = 80;

/** Encoded images kept in memory: the tiles and banners a busy catalogue shows most. */
export const ART_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Raster copies of the generated SVG art. A phone paints an SVG <img> as a small document on the
 * page's main thread (parse, style, layout, paint, text shaping), one per tile; a WebP is decoded
 * off it. Vendors' own art arrives as raster images too, so the demo behaves as production does.
 */
export function createRasterArt(maxBytes = ART_CACHE_MAX_BYTES) {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const cache = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let bytes = 0;

  const evict = () => {
    for (const key of cache.keys()) {
      if (bytes <= maxBytes) return;
      bytes -= sizes.get(key) ?? 0;
      sizes.delete(key);
      cache.delete(key);
    }
  };

  /** The WebP of `svg`, remembered under `key` (the image's path: the art is a function of it). */
  return function webpOf(key: string, svg: () => string): Promise<Buffer> {
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const encoding = sharp(Buffer.from(svg()))
      .webp({ quality: ART_WEBP_QUALITY })
      .toBuffer()
      .then(
        (image) => {
          if (cache.get(key) === encoding) {
            sizes.set(key, image.length);
            bytes += image.length;
            evict();
          }
          return image;
        },
        (error: unknown) => {
          cache.delete(key);
          throw error;
        },
      );
    // Concurrent requests for one image share one encoding.
    cache.set(key, encoding);
    return encoding;
  };
}
