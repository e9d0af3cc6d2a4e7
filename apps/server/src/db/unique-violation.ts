const PG_UNIQUE_VIOLATION = '23505';

/**
 * The unique index or constraint a database error broke ('' when the driver did not say), or
 * null for any other error. Drizzle wraps the driver's error, so the causes are searched too.
 */
export function violatedUnique(err: unknown): string | null {
  for (let e = err; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === PG_UNIQUE_VIOLATION) return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

export const isUniqueViolation = (err: unknown): boolean => violatedUnique(err) !== null;
