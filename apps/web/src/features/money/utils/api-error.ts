import { ApiError } from '@/lib/api-client';

/**
 * A refused call as the member reads it: the server's message is already in the request's
 * language (the §8 catalogue, th and en), and the field it names.
 */
export const refusal = (error: unknown, unknown: string) => {
  if (!(error instanceof ApiError))
    return { message: unknown, fields: {} as Record<string, string> };
  const fields = (error.value as { fields?: Record<string, unknown> } | null)?.fields ?? {};
  return {
    message: error.message || unknown,
    fields: Object.fromEntries(
      Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'),
    ),
  };
};
