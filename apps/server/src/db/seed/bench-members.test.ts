import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDistinct, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { loginAs } from '../../../test/helpers/accounts';
import { members } from '../schema';
import { benchUsername, seedBenchMembers } from './bench-members';

const password = 'Bench-Password-2026!';

describe(`seedBenchMembers on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes the members with one shared hash, and a second run adds none', async () => {
    const opts = { merchantCode: t.merchant.code, count: 1500, password };
    expect(await seedBenchMembers(t.database.db, opts)).toBe(1500);
    expect(await seedBenchMembers(t.database.db, opts)).toBe(0);
    const [row] = await t.database.db
      .select({
        members: countDistinct(members.username),
        hashes: countDistinct(members.passwordHash),
      })
      .from(members)
      .where(eq(members.merchantCode, t.merchant.code));
    expect(row).toEqual({ members: 1500, hashes: 1 });
  });

  it('lets any bench member log in with the shared password', async () => {
    const res = await loginAs(t.app, benchUsername(1234), password);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe('bench1234');
    const wrong = await loginAs(t.app, benchUsername(1235), 'not-the-password');
    expect(wrong.statusCode).toBe(401);
  });
});
