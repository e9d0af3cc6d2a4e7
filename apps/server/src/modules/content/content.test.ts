import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { announcements, hotMatches } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';

describe('home content', () => {
  let t: TestApp;
  const now = new Date('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now });
  });
  afterAll(() => t.close());

  const home = (
    headers: Record<string, string> = {},
    q = 'types=B,PL,PU&groupName=m_home&platform=M',
  ) => t.app.inject({ url: `/wps/announcements?${q}`, headers });

  it('groups the home types B, PL and PU of m_home', async () => {
    const res = await home({ language: 'en' });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.banners.length).toBeGreaterThan(0);
    expect(v.player.length).toBeGreaterThan(0);
    expect(v.popup.map((p: { title: string }) => p.title)).toEqual(['Welcome to the demo']);
    expect(v.promotion).toEqual([]);
    expect(v.hot).toEqual([]);
    expect(
      v.banners.every(
        (b: { url: string; read: boolean }) => b.url.startsWith('/media/') && !b.read,
      ),
    ).toBe(true);
    const rows = await t.database.db
      .select()
      .from(announcements)
      .where(eq(announcements.groupName, 'm_reg'));
    expect(v.banners.map((b: { id: number }) => b.id)).not.toContain(rows[0]!.id);
    const reg = (await home({}, 'types=B&groupName=m_reg')).json().value;
    expect(reg.banners.map((b: { id: number }) => b.id)).toEqual(rows.map((r) => r.id));
  });

  it("answers the demo banners' art in the page's language", async () => {
    const urls = async (language: string) =>
      (await home({ language })).json().value.banners.map((b: { url: string }) => b.url);
    expect(await urls('th')).toContain('/media/banners/th/welcome-bonus.svg');
    expect(await urls('ja')).toContain('/media/banners/ja/welcome-bonus.svg');
    const art = await t.app.inject('/media/banners/th/welcome-bonus.svg');
    expect(art.statusCode).toBe(200);
    expect(art.body).toContain('โบนัสต้อนรับ');
    expect(art.body).toContain('เดโม');
    expect(art.body).not.toContain('Welcome');
  });

  it('lists promotions with epoch-ms dates and the sequence-1 image', async () => {
    const v = (await home({ language: 'th' }, 'types=PR')).json().value;
    expect(v.promotion.length).toBeGreaterThan(0);
    for (const p of v.promotion) {
      expect(typeof p.startDate).toBe('number');
      expect(p.noExpiry === 1 ? p.endDate === null : typeof p.endDate === 'number').toBe(true);
      expect(p.announcementImages.some((i: { sequence: number }) => i.sequence === 1)).toBe(true);
    }
  });

  it('marks read per member; type 4 members do not mark read', async () => {
    const m = await memberWithSession(t.database.db);
    const id = (await home()).json().value.player[0].id as number;
    const mark = (headers: Record<string, string>, announcementId: unknown = id) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/announcements/read',
        headers,
        payload: { announcementId, read: true },
      });
    expect((await mark({})).statusCode).toBe(401);
    expect((await mark(m.headers)).json()).toEqual({ success: true, value: null });
    expect((await mark(m.headers)).statusCode).toBe(200);
    const mine = (await home(m.headers)).json().value.player;
    expect(mine.find((a: { id: number }) => a.id === id).read).toBe(true);
    expect((await home()).json().value.player.find((a: { id: number }) => a.id === id).read).toBe(
      false,
    );

    const four = await memberWithSession(t.database.db, { customerType: 4 });
    expect((await mark(four.headers)).statusCode).toBe(200);
    expect(
      (await home(four.headers)).json().value.player.find((a: { id: number }) => a.id === id).read,
    ).toBe(false);

    expect((await mark(m.headers, 99_999_999)).statusCode).toBe(404);
    const bad = await mark(m.headers, 'x');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields)).toContain('announcementId');
  });

  it('sanitizes HTML content on the way out', async () => {
    await t.database.db.insert(announcements).values({
      merchantCode: 'DEMO',
      slug: 'notice-evil',
      type: 'PL',
      groupName: 'm_home',
      title: { en: 'Evil' },
      content: {
        en: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="/a.png" onerror="y()"></p>',
      },
      startAt: new Date(now.getTime() - 1000),
    });
    const evil = (await home({ language: 'en' }))
      .json()
      .value.player.find((a: { title: string }) => a.title === 'Evil');
    expect(evil.content).toContain('<p>Hi');
    expect(evil.content).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(evil.content).toContain('<img src="/a.png" alt="" />');
  });

  it('hot matches: types=H gives value.hot, soonest first, times in epoch ms', async () => {
    const res = await t.app.inject({
      url: '/wps/announcements/hotmatch?types=H&platform=M&merchantCode=DEMO',
    });
    expect(res.statusCode).toBe(200);
    const hot = res.json().value.hot as { matchTime: number; homeTeam: string }[];
    const rows = await t.database.db.select().from(hotMatches);
    expect(hot).toHaveLength(rows.length);
    expect(hot.map((h) => h.matchTime)).toEqual(
      [...hot.map((h) => h.matchTime)].sort((a, b) => a - b),
    );
    expect(hot[0]!.matchTime).toBe(Math.min(...rows.map((r) => r.matchTime.getTime())));
    const viaAnnouncements = (await home({}, 'types=H')).json().value.hot;
    expect(viaAnnouncements).toEqual(hot);
    expect((await t.app.inject({ url: '/wps/announcements/hotmatch?types=B' })).statusCode).toBe(
      400,
    );
  });
});
