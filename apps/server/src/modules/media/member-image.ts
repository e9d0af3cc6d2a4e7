import sharp from 'sharp';

/**
 * Pixels a member's image may have, read from its header before anything is decoded: a
 * 48-megapixel phone photo (8000 × 6000) fits; a decompression bomb (a small file that says it is
 * 30000 × 30000, gigabytes once decoded) is refused.
 */
export const MEMBER_IMAGE_MAX_PIXELS = 50_000_000;

/**
 * The longest side of the copy kept: a phone screenshot of a bank app (2400 tall) stays as it is,
 * a photo of a paper slip stays legible, and a copy stays near a megabyte.
 */
const STORED_MAX_SIDE = 2560;
/** Text on a photographed slip stays sharp at 85; higher mostly adds bytes. */
const JPEG_QUALITY = 85;
/** The console's list shows 96 CSS px squares, on screens of density 2. */
const THUMBNAIL_SIDE = 192;
const THUMBNAIL_QUALITY = 70;

export type MemberImageType = 'image/png' | 'image/jpeg';

export interface StoredImage {
  bytes: Buffer;
  contentType: MemberImageType;
}

/**
 * The image decoded in full and encoded again as the same type: what does not decode (a png
 * signature before anything else, a truncated file), a type other than png or jpg, or more
 * pixels than MEMBER_IMAGE_MAX_PIXELS is null. The copy carries no metadata (EXIF, GPS, text
 * chunks; the orientation is applied first) and nothing the original carried after its end.
 */
export async function reencodeImage(bytes: Buffer): Promise<StoredImage | null> {
  try {
    // failOn 'warning' (sharp's default, said here): a damaged or truncated image is refused.
    const image = sharp(bytes, { limitInputPixels: MEMBER_IMAGE_MAX_PIXELS, failOn: 'warning' });
    const { format } = await image.metadata();
    if (format !== 'png' && format !== 'jpeg') return null;
    const upright = image
      .rotate()
      .resize(STORED_MAX_SIDE, STORED_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    return format === 'png'
      ? { bytes: await upright.png().toBuffer(), contentType: 'image/png' }
      : {
          bytes: await upright.jpeg({ quality: JPEG_QUALITY }).toBuffer(),
          contentType: 'image/jpeg',
        };
  } catch {
    return null;
  }
}

/** A small WebP of a stored image, for lists. */
export const thumbnailOf = (stored: Buffer) =>
  sharp(stored)
    .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: THUMBNAIL_QUALITY })
    .toBuffer();
