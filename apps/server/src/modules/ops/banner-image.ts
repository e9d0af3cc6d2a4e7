import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { BANNER_UPLOAD_MAX_BYTES } from '@lotto/contract';
import { fieldError } from '../../lib/http-error';
import type { MediaStorage } from '../media/media-storage';
import { uploadUrl } from '../../lib/media-urls';

/**
 * The home carousel is the phone's full width at 5:2 (apps/web home.css `.banner`); 1170 × 468
 * is that on a 390 px phone at 3× density, the densest the app targets.
 */
export const BANNER_WIDTH = 1170;
export const BANNER_HEIGHT = 468;
const BANNER_QUALITY = 82;

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

const refused = (message: string) => fieldError('image', `image ${message}`);

/** Decodes a data URL, checks it is a PNG, JPEG or WebP of at most 5 MB, and stores the banner. */
export async function storeBanner(storage: MediaStorage, dataUrl: string) {
  const comma = dataUrl.indexOf(',');
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (bytes.length === 0) throw refused('is empty');
  if (bytes.length > BANNER_UPLOAD_MAX_BYTES) throw refused('must be at most 5 MB');
  // The bytes decide the type, not the label the browser put on them.
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refused('must be a PNG, JPEG or WebP file');
  const webp = await sharp(bytes)
    .rotate()
    .resize(BANNER_WIDTH, BANNER_HEIGHT, { fit: 'cover', position: 'attention' })
    .webp({ quality: BANNER_QUALITY })
    .toBuffer();
  const file = `banner-${createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`;
  await storage.put(file, webp);
  return { url: uploadUrl(file), width: BANNER_WIDTH, height: BANNER_HEIGHT };
}
