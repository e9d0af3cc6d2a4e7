import { ICON_MAX_BYTES, NICKNAME_MAX_LENGTH } from './constants';
import { z } from 'zod';
import { text } from './input-bounds';
import { noValue } from './fields';
import { defineOperation } from './operation';

const tags = ['member'];

export const setNicknameBody = z
  .object({
    nickname: text('nickname', 'nickname is required')
      .trim()
      .min(1, 'nickname is required')
      .max(NICKNAME_MAX_LENGTH, `nickname must be at most ${NICKNAME_MAX_LENGTH} characters`),
  })
  .meta({ id: 'SetNicknameBody' });
export type SetNicknameInput = z.input<typeof setNicknameBody>;

export const setNickname = defineOperation({
  operationId: 'setNickname',
  method: 'PUT',
  path: '/wps/member/info/nickname',
  summary: "Set the member's nickname (§7 info/nickname)",
  tags,
  auth: 'member',
  body: setNicknameBody,
  response: noValue,
});

/** The file as a data URL: base64 takes 4 characters per 3 bytes. */
export const ICON_DATA_URL_MAX_LENGTH = Math.ceil(ICON_MAX_BYTES / 3) * 4 + 32;
/** The stored head icon: a square of this many pixels. */
export const ICON_SIZE_PX = 256;

export const uploadIconBody = z
  .object({
    image: text('image', 'image is required')
      .min(1, 'image is required')
      .max(ICON_DATA_URL_MAX_LENGTH, 'image must be under 5 MB')
      .regex(
        /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/,
        'image must be a png or jpg',
      ),
  })
  .meta({ id: 'UploadIconBody' });
export type UploadIconInput = z.input<typeof uploadIconBody>;

export const memberIconValue = z
  .object({
    /** A data URL of the square icon (webp), or null when the member has none. */
    iconUrl: z.string().max(200_000).nullable(),
  })
  .meta({ id: 'MemberIcon' });
export type MemberIconValue = z.infer<typeof memberIconValue>;

export const uploadIcon = defineOperation({
  operationId: 'uploadIcon',
  method: 'PUT',
  path: '/wps/member/info/icon',
  summary:
    'Upload the head icon: png or jpg under 5 MB (§5), cropped square and resized (§7 info/icon)',
  tags,
  auth: 'member',
  body: uploadIconBody,
  response: memberIconValue,
});

export const memberIcon = defineOperation({
  operationId: 'memberIcon',
  method: 'GET',
  path: '/wps/member/info/icon',
  summary: "The member's head icon (§7 info/icon)",
  tags,
  auth: 'member',
  response: memberIconValue,
});
