import { ICON_MAX_BYTES } from '@lotto/contract';

/** §5: png or jpg under 5 MB; the server checks the bytes again. */
export const ICON_TYPES = ['image/png', 'image/jpeg'] as const;

export type IconFileProblem = 'type' | 'size' | null;

export const iconFileProblem = (file: Pick<File, 'type' | 'size'>): IconFileProblem => {
  if (!(ICON_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > ICON_MAX_BYTES) return 'size';
  return null;
};
