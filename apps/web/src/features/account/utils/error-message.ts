import { ApiError } from '@/lib/api-client';

/** The server's message (in the request's language), or the page's own for anything else. */
export const errorMessageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.message ? error.message : fallback;
