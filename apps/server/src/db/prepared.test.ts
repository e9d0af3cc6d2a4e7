import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { preparedAs, statementName } from './prepared';

const textOf = (q: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(q).sql;

describe('prepared statements', () => {
  it('names a marked statement by its mark and text, and leaves others unnamed', () => {
    const a = textOf(sql`${preparedAs('lottery_test')} select ${1}::int`);
    const b = textOf(sql`${preparedAs('lottery_test')} select ${1}::int, ${2}::int`);
    expect(statementName(a)).toMatch(/^lottery_test_[0-9a-f]{12}$/);
    expect(statementName(a)).toBe(statementName(a));
    // Another text under the same mark is another statement, never a clash with the first.
    expect(statementName(b)).not.toBe(statementName(a));
    expect(statementName(textOf(sql`select ${1}::int`))).toBeNull();
  });

  it('refuses a name that is not a plain lower-case word', () => {
    expect(() => preparedAs('x */ drop table members; /*')).toThrow();
  });
});
