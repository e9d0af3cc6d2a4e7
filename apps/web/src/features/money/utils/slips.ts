import { SLIP_MAX_BYTES, SLIP_MAX_COUNT } from '@lotto/contract';

const SLIP_TYPES = ['image/png', 'image/jpeg'];

/** §5 slips: png or jpg, under 5 MB each, at most 3 (the server checks the bytes again). */
export const slipsFit = (files: readonly File[]) =>
  files.length > 0 &&
  files.length <= SLIP_MAX_COUNT &&
  files.every((f) => SLIP_TYPES.includes(f.type) && f.size < SLIP_MAX_BYTES);
