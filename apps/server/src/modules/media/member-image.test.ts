import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEMBER_IMAGE_MAX_PIXELS, reencodeImage } from './member-image';
import { jpegOf, pngClaiming, pngOf, pngSignatureThen } from './test-images.test-support';

describe("a member's image is decoded in full and kept re-encoded", () => {
  it('refuses a png signature before junk, and a header of more pixels than allowed', async () => {
    expect(await reencodeImage(pngSignatureThen('<script>alert(1)</script>'))).toBeNull();
    expect(await reencodeImage(Buffer.from('GIF89a'))).toBeNull();
    const bomb = await pngClaiming(10_000, 10_000);
    // Its header reads, so it is the pixel bound that refuses it, before any decoding.
    expect((await sharp(bomb).metadata()).width).toBe(10_000);
    expect(10_000 * 10_000).toBeGreaterThan(MEMBER_IMAGE_MAX_PIXELS);
    expect(await reencodeImage(bomb)).toBeNull();
    // A truncated image does not decode whole.
    const png = await pngOf(40, 30);
    expect(await reencodeImage(png.subarray(0, png.length - 20))).toBeNull();
  });

  it('keeps the type, the pixels, no metadata and nothing after the image', async () => {
    const tagged = await sharp(await jpegOf(30, 20))
      .withExif({ IFD0: { Copyright: 'secret-location' } })
      .jpeg()
      .toBuffer();
    const junk = Buffer.from('<script>alert(1)</script>');
    const jpeg = await reencodeImage(Buffer.concat([tagged, junk]));
    expect(jpeg?.contentType).toBe('image/jpeg');
    const meta = await sharp(jpeg!.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 30, 20, undefined]);
    expect(jpeg!.bytes.includes(junk)).toBe(false);
    expect(jpeg!.bytes.includes(Buffer.from('secret-location'))).toBe(false);
    const png = await reencodeImage(await pngOf(20, 30));
    expect(png?.contentType).toBe('image/png');
    expect((await sharp(png!.bytes).metadata()).format).toBe('png');
  });
});
