import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { operators } from '../../db/schema';
import { createSecretBox, isSealed } from '../../lib/secret-box';
import { buildTestApp, TEST_ALTCHA, type TestApp } from '../../../test/helpers/build-test-app';
import { movableClock, operatorsOfRoles, signIn } from './ops.test-support';

const KEY = 'a-test-only-member-totp-key-of-32-characters-or-more';

describe("operators' TOTP secrets at rest", () => {
  let t: TestApp;
  const clock = movableClock();
  let secret: string;
  const stored = async () => {
    const [row] = await t.database.db
      .select({ totpSecret: operators.totpSecret })
      .from(operators)
      .where(eq(operators.username, 'owner1'));
    return row!.totpSecret!;
  };
  /** What a version before sealing left: the base32 secret itself. */
  const storePlaintext = () =>
    t.database.db
      .update(operators)
      .set({ totpSecret: secret })
      .where(eq(operators.username, 'owner1'));

  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock, totpKey: KEY });
    secret = (await operatorsOfRoles(t, clock, ['owner'])).ownerSecret;
  });
  afterAll(() => t.close());

  it('keeps an enrolled secret sealed with AES-256-GCM under MEMBER_TOTP_SECRET', async () => {
    const sealed = await stored();
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(secret);
    expect(createSecretBox(KEY).open(sealed)).toBe(secret);
    expect(() => createSecretBox(`${KEY}-another`).open(sealed)).toThrow();
  });

  it('seals a plaintext secret at start', async () => {
    await storePlaintext();
    expect(await stored()).toBe(secret);
    // A second instance starting on the same database.
    const second = await buildApp({
      database: t.database,
      merchant: t.merchant,
      clock: clock.clock,
      accounts: { altcha: TEST_ALTCHA, totpKey: KEY },
    });
    await second.ready();
    await second.close();
    const sealed = await stored();
    expect(isSealed(sealed)).toBe(true);
    expect(createSecretBox(KEY).open(sealed)).toBe(secret);
    // … and the owner signs in with it.
    expect(await signIn(t, clock, 'owner1', secret)).toMatch(/\S{20,}/);
  });

  it('seals a plaintext secret at its first use, and the sign-in succeeds', async () => {
    await storePlaintext();
    expect(await signIn(t, clock, 'owner1', secret)).toMatch(/\S{20,}/);
    const sealed = await stored();
    expect(isSealed(sealed)).toBe(true);
    expect(createSecretBox(KEY).open(sealed)).toBe(secret);
  });
});
