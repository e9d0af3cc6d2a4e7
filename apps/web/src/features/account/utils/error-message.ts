import { ApiError } from '@/lib/api-client';

/** The server's message (in the request's language), or the page's own for anything else. */
export const errorMessageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.message ? error.message : fallback;

/** Whether the server named `field` in a refusal. */
export const refusedField = (error: unknown, field: string): boolean => {
  if (!(error instanceof ApiError)) return false;
  const fields = (error.value as { fields?: Record<string, unknown> } | null)?.fields;
  return Boolean(fields && field in fields);
};
