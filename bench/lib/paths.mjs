import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BENCH = fileURLToPath(new URL('../', import.meta.url));
/** Git-ignored: builds, databases, raw Lighthouse reports. */
export const OUT = fileURLToPath(new URL('../out/', import.meta.url));
