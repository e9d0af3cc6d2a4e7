import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';

/**
 * Hot raw statements (a lottery order, a ledger posting) are parsed and planned once per
 * connection instead of on every call: each starts with `preparedAs(name)`, and the PostgreSQL
 * pool's clients send it as a named prepared statement. Drizzle's `db.execute` cannot name one.
 * The name carries a hash of the text, so a statement whose text varies (an IN list of another
 * length) is prepared once per variant instead of clashing with the first; only marked statements
 * are named, which keeps the number each connection holds small. PGlite reads the mark as a
 * comment.
 */
const MARK = /^\/\* prepared:([a-z_]+) \*\//;

/** Distinct texts remembered per process; past it, a marked statement is sent unnamed. */
const NAMES_KEPT = 500;

export const preparedAs = (name: string): SQL => {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`prepared statement name ${name}`);
  return sql.raw(`/* prepared:${name} */ `);
};

const names = new Map<string, string | null>();

/** The statement name for a query's text (null: not marked, or too many variants). */
export function statementName(text: string): string | null {
  const known = names.get(text);
  if (known !== undefined) return known;
  const mark = MARK.exec(text);
  if (!mark || names.size >= NAMES_KEPT) return null;
  const name = `${mark[1]}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
  names.set(text, name);
  return name;
}

/** The arguments of a query, its config named when its text is marked. */
function named(args: unknown[]): unknown[] {
  const [config, ...rest] = args;
  if (typeof config !== 'object' || config === null) return args;
  const { name, text } = config as { name?: string; text?: unknown };
  const prepared = !name && typeof text === 'string' ? statementName(text) : null;
  return prepared ? [{ ...config, name: prepared }, ...rest] : args;
}

/** A pg client that sends marked statements as named prepared statements. */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => query(...named(args))) as pg.Client['query'];
  }
}
