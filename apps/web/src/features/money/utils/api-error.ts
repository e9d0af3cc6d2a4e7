import { ApiError } from '@/lib/api-client';
import { refusalOf, type Refusal } from '@/lib/refusal';

/** A refused call as the member reads it, in their language, with the fields it names. */
export const refusal = (error: unknown, unknown: string): Refusal =>
  error instanceof ApiError ? refusalOf(error) : { message: unknown, fields: {} };
