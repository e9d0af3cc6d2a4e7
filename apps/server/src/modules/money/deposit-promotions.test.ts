import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { announcements, deposits, promotionEntries } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { createGatewayOutbox } from './gateway-outbox';
import { moneyMember } from './money.test-support';

const KEY = 'test-gateway-key-0123456789abcdef012345';

describe('promo list and accept promo on the deposit page', () => {
  let t: TestApp;
  const now = new Date('2026-03-01T05:00:00Z');
  const slugId = new Map<string, number>();
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now, gatewayKey: KEY });
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now });
    const rows = await t.database.db
      .select({ id: announcements.id, slug: announcements.slug })
      .from(announcements)
      .where(eq(announcements.type, 'PR'));
    for (const r of rows) slugId.set(r.slug, r.id);
  });
  afterAll(() => t.close());

  const list = async (headers: Record<string, string>) =>
    t.app.inject({ url: '/wps/deposit/promotions', headers });
  const accept = (headers: Record<string, string>, announcementId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/deposit/promotions/accept',
      headers,
      payload: { announcementId },
    });

  it('lists only the deposit bonuses, in the member language, with their terms', async () => {
    const m = await moneyMember(t.database.db);
    const res = await list({ ...m.headers, language: 'en' });
    expect(res.statusCode).toBe(200);
    const items = res.json().value.list;
    expect(items.map((p: { id: number }) => p.id).sort()).toEqual(
      [slugId.get('promo-first-deposit'), slugId.get('promo-second-deposit')].sort(),
    );
    expect(items.find((p: { id: number }) => p.id === slugId.get('promo-second-deposit'))).toEqual(
      expect.objectContaining({
        ratePercent: '50.00',
        cap: '500.0000',
        turnoverMultiple: 10,
        status: 'join',
      }),
    );
  });

  it('accept joins the promotion; a gateway deposit credited afterwards qualifies it', async () => {
    const m = await moneyMember(t.database.db);
    const promo = slugId.get('promo-second-deposit')!;
    const joined = await accept(m.headers, promo);
    expect(joined.json()).toEqual({ success: true, value: { status: 'joined' } });
    const after = (await list(m.headers)).json().value.list;
    expect(after.find((p: { id: number }) => p.id === promo).status).toBe('joined');
    const twice = await accept(m.headers, promo);
    expect(twice.statusCode).toBe(409);

    const created = await t.app.inject({
      method: 'POST',
      url: '/wps/deposit/gateway',
      headers: m.headers,
      payload: { amount: '400', idempotencyKey: 'promo-gateway-1' },
    });
    const d = created.json().value;
    await t.app.inject({ method: 'POST', url: `${d.payUrl}/pay` });
    const outbox = createGatewayOutbox(
      t.database.db,
      () => now,
      KEY,
      (r) => t.app.inject(r),
    );
    expect((await outbox.deliverDue()).acknowledged).toBe(1);
    const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, d.id));
    expect(row?.state).toBe('credited');
    const [entry] = await t.database.db
      .select()
      .from(promotionEntries)
      .where(
        and(eq(promotionEntries.memberId, m.member.id), eq(promotionEntries.announcementId, promo)),
      );
    expect(entry?.depositUnits).toBe(400n * 10_000n);
  });

  it('refuses a promotion that is no deposit bonus, and §6 member types', async () => {
    const m = await moneyMember(t.database.db);
    const other = await accept(m.headers, slugId.get('promo-daily-cashback')!);
    expect(other.statusCode).toBe(404);
    const type3 = await moneyMember(t.database.db, { customerType: 3 });
    expect((await list(type3.headers)).json().code).toBe('FREE_REJECT');
    expect((await accept(type3.headers, slugId.get('promo-second-deposit')!)).statusCode).toBe(403);
  });
});
