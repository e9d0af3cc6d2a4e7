import sharp from 'sharp';
import {
  FieldIssueCode,
  ICON_MAX_BYTES,
  ICON_SIZE_PX,
  type MemberIconValue,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/http-error';
import { updateMember } from './members.service';
import { findMemberIcon, saveMemberIcon } from './member-security.repository';

/** §5: png or jpg; the file's own bytes decide, not the name or the declared type. */
const ICON_FORMATS = new Set(['png', 'jpeg']);
/** A decoder bomb (a small file of huge dimensions) is refused before it is decoded. */
const ICON_MAX_PIXELS = 40_000_000;

const notAnImage = () =>
  fieldError('image', 'image must be a png or jpg', undefined, { code: FieldIssueCode.format });

const asDataUrl = (base64: string | null) => (base64 ? `data:image/webp;base64,${base64}` : null);

/** The member centre: nickname and head icon (§7 info/nickname, info/icon). */
export function createMemberProfileService(db: Db, clock: Clock) {
  return {
    async setNickname(memberId: number, nickname: string) {
      await updateMember(db, memberId, { nickname });
    },

    icon: async (memberId: number): Promise<MemberIconValue> => ({
      iconUrl: asDataUrl(await findMemberIcon(db, memberId)),
    }),

    /** Cropped to the centre square and resized; only the re-encoded image is kept. */
    async uploadIcon(memberId: number, dataUrl: string): Promise<MemberIconValue> {
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      if (bytes.length > ICON_MAX_BYTES)
        throw fieldError('image', 'image must be under 5 MB', undefined, {
          code: FieldIssueCode.too_long,
          params: { max: ICON_MAX_BYTES },
        });
      let format: string | undefined;
      try {
        format = (await sharp(bytes).metadata()).format;
      } catch {
        throw notAnImage();
      }
      if (!format || !ICON_FORMATS.has(format)) throw notAnImage();
      let icon: Buffer;
      try {
        icon = await sharp(bytes, { limitInputPixels: ICON_MAX_PIXELS })
          .rotate()
          .resize(ICON_SIZE_PX, ICON_SIZE_PX, { fit: 'cover', position: 'centre' })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw notAnImage();
      }
      const base64 = icon.toString('base64');
      await saveMemberIcon(db, memberId, base64, clock());
      return { iconUrl: asDataUrl(base64) };
    },
  };
}
