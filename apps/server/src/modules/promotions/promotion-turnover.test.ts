import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { announcements, promotionEntries } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildApp } from '../../app';
import { upsertMerchantConfig } from '../merchant/merchant.repository';
import { demoMerchant, TEST_ALTCHA } from '../../../test/helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { memberWithSession } from '../../../test/helpers/member-session';
import { insertLaunch } from '../vendors/demo/demo-launches.repository';
import { createWalletKeys } from '../wallet/wallet-keys';
import { walletCallHeaders } from '../wallet/wallet-signature';
import { grantStartingBalance } from '../wallet/wallet.service';
import type { FastifyInstance } from 'fastify';

const KEY = 'promotion-turnover-key-0123456789abcdef-0123';
const UNIT = 10_000n;

/** An issued bonus becomes claimed once its turnover has been played in real bets. */
describe('promotion turnover: issued → claimed by settled real bets', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const merchant = demoMerchant();
  const keys = createWalletKeys(KEY, ['PG']);
  const slugId = new Map<string, number>();

  beforeAll(async () => {
    database = await createTestDatabase();
    await upsertMerchantConfig(database.db, merchant);
    await seedDemoCatalogue(database.db, { merchantCode: 'DEMO' });
    app = await buildApp({
      database,
      merchant,
      devRoutes: true,
      accounts: { altcha: TEST_ALTCHA },
      walletApiKey: KEY,
    });
    await app.ready();
    const rows = await database.db
      .select({ id: announcements.id, slug: announcements.slug })
      .from(announcements)
      .where(eq(announcements.type, 'PR'));
    for (const r of rows) slugId.set(r.slug, r.id);
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const wallet = (path: 'bet' | 'settle' | 'rollback', body: Record<string, unknown>) => {
    const text = JSON.stringify({ vendor: 'PG', ...body });
    const url = `/wallet-api/${path}`;
    return app.inject({
      method: 'POST',
      url,
      headers: walletCallHeaders(
        keys.keyOf('PG')!,
        { vendor: 'PG', method: 'POST', path: url, body: text },
        new Date(),
      ),
      payload: text,
    });
  };
  const promotion = (what: 'join' | 'claim', headers: Record<string, string>, slug: string) =>
    app.inject({
      method: 'POST',
      url: `/wps/promotions/${what}`,
      headers,
      payload: { announcementId: slugId.get(slug) },
    });

  /** A funded member with a live PG game session and the daily check-in reward (10, turnover 10) issued. */
  const memberWithBonus = async () => {
    const m = await memberWithSession(database.db);
    await grantStartingBalance(database.db, merchant, m.member);
    const soon = new Date(Date.now() + 3_600_000);
    await insertLaunch(database.db, {
      merchantCode: 'DEMO',
      memberId: m.member.id,
      vendorCode: 'PG',
      category: 'RNG',
      gameName: 'PG',
      minBet: '1',
      launchTokenHash: `launch-${m.member.id}-${Math.random()}`,
      launchExpiresAt: soon,
      sessionTokenHash: `session-${m.member.id}-${Math.random()}`,
      sessionExpiresAt: soon,
      platformSessionId: m.sessionId,
    });
    expect((await promotion('join', m.headers, 'promo-daily-check-in')).statusCode).toBe(200);
    const claimed = await promotion('claim', m.headers, 'promo-daily-check-in');
    expect(claimed.json().value.status).toBe('issued');
    return m;
  };
  const entryOf = async (memberId: number) =>
    (
      await database.db
        .select()
        .from(promotionEntries)
        .where(
          and(
            eq(promotionEntries.memberId, memberId),
            eq(promotionEntries.announcementId, slugId.get('promo-daily-check-in')!),
          ),
        )
    )[0]!;
  const statusShown = async (headers: Record<string, string>) =>
    (await app.inject({ url: '/wps/announcements?types=PR', headers }))
      .json<{ value: { promotion: { id: number; status: string }[] } }>()
      .value.promotion.find((p) => p.id === slugId.get('promo-daily-check-in'))?.status;

  it('stays issued until the settled stakes reach the turnover, then is claimed', async () => {
    const m = await memberWithBonus();
    const memberId = m.member.id;
    expect(await entryOf(memberId)).toMatchObject({
      status: 'issued',
      turnoverUnits: 10n * UNIT,
      completedAt: null,
    });

    // 6 staked and settled: 4 still owed.
    expect((await wallet('bet', { txId: `a-${memberId}`, memberId, amount: '6' })).statusCode).toBe(
      200,
    );
    expect((await wallet('settle', { txId: `a-${memberId}`, win: '0' })).statusCode).toBe(200);
    expect((await entryOf(memberId)).status).toBe('issued');

    // An open bet is not turnover yet, and one rolled back never is.
    await wallet('bet', { txId: `b-${memberId}`, memberId, amount: '4' });
    await wallet('bet', { txId: `c-${memberId}`, memberId, amount: '50' });
    await wallet('rollback', { txId: `c-${memberId}` });
    expect((await entryOf(memberId)).status).toBe('issued');
    expect(await statusShown(m.headers)).toBe('issued');

    // Its settlement (a win does not matter) completes the turnover.
    expect((await wallet('settle', { txId: `b-${memberId}`, win: '8' })).statusCode).toBe(200);
    const done = await entryOf(memberId);
    expect(done.status).toBe('claimed');
    expect(done.completedAt).toBeInstanceOf(Date);
    expect(await statusShown(m.headers)).toBe('claimed');

    // A settlement repeated by the vendor changes nothing, and more bets keep it claimed.
    expect((await wallet('settle', { txId: `b-${memberId}`, win: '8' })).statusCode).toBe(200);
    await wallet('bet', { txId: `d-${memberId}`, memberId, amount: '1' });
    await wallet('settle', { txId: `d-${memberId}`, win: '0' });
    expect((await entryOf(memberId)).completedAt).toEqual(done.completedAt);
  });

  it("another member's bets do not count", async () => {
    const a = await memberWithBonus();
    const b = await memberWithBonus();
    const id = b.member.id;
    await wallet('bet', { txId: `other-${id}`, memberId: id, amount: '20' });
    await wallet('settle', { txId: `other-${id}`, win: '0' });
    expect((await entryOf(id)).status).toBe('claimed');
    expect((await entryOf(a.member.id)).status).toBe('issued');
  });
});
