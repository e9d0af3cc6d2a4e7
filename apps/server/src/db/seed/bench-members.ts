import { hashPassword } from '../../lib/password-hashing';
import type { Db } from '../client';
import { members } from '../schema';
import { chunks } from './upsert';

export interface BenchMembersOptions {
  merchantCode: string;
  count: number;
  /** Every bench member shares this password, so a load test can log any of them in. */
  password: string;
  /** Usernames are `${prefix}${n}` for n = 1…count. */
  prefix?: string;
}

/** Rows per INSERT: 1,000 rows of ~12 columns stay far below PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 1000;

export const benchUsername = (n: number, prefix = 'bench') => `${prefix}${n}`;

/**
 * Members for benchmarks, written fast: argon2 runs once (about 50 ms each, 10,000 hashes would
 * take minutes) and every row reuses that hash. Existing usernames are left as they are, so a
 * second run adds nothing. Not for any real merchant: all these accounts share one password.
 */
export async function seedBenchMembers(db: Db, opts: BenchMembersOptions): Promise<number> {
  const { merchantCode, count, password, prefix = 'bench' } = opts;
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`count must be a whole number, got ${count}`);
  }
  const passwordHash = await hashPassword(password);
  const rows = Array.from({ length: count }, (_, i) => ({
    merchantCode,
    username: benchUsername(i + 1, prefix),
    passwordHash,
    nickname: `Bench ${i + 1}`,
    registerMethod: 'H5',
  }));
  let inserted = 0;
  for (const batch of chunks(rows, ROWS_PER_INSERT)) {
    const written = await db
      .insert(members)
      .values(batch)
      .onConflictDoNothing()
      .returning({ id: members.id });
    inserted += written.length;
  }
  return inserted;
}
