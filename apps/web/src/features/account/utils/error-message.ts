import { ApiError } from '@/lib/api-client';
import { refusalOf } from '@/lib/refusal';

/** A refusal in the player's language, or the page's own message for anything else. */
export const errorMessageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? refusalOf(error).message : fallback;
