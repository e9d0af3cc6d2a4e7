import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { announcements, vendors } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { VERSION_RECHECK_MS } from '../games/catalogue-cache';
import { memberWithSession } from '../../../test/helpers/member-session';
import { BANNER_HEIGHT, BANNER_WIDTH } from './banner-image';
import { get, movableClock, operatorsOfRoles, post } from './ops.test-support';

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const png = (width = 1500, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#c03' } })
    .png()
    .toBuffer();

describe('content and catalogue from the console', () => {
  let t: TestApp;
  const clock = movableClock();
  let owner: string;
  let content: string;
  let support: string;
  let readOnly: string;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now: clock.now() });
    const { tokens } = await operatorsOfRoles(t, clock, [
      'owner',
      'content',
      'support',
      'read_only',
    ]);
    owner = tokens.get('owner')!;
    content = tokens.get('content')!;
    support = tokens.get('support')!;
    readOnly = tokens.get('read_only')!;
  });
  afterAll(() => t.close());

  const home = async () =>
    (
      await t.app.inject({
        url: '/wps/announcements?types=B,PL,PU&groupName=m_home&platform=M',
        headers: { language: 'en' },
      })
    ).json().value as {
      banners: { id: number; url: string; title: string }[];
      player: { id: number; title: string; content: string }[];
    };
  const audit = async (action: string) =>
    (await get(t, `/ops/audit?action=${action}`, owner)).json().value.list as {
      operator: string;
      targetId: string;
      before: unknown;
      after: unknown;
    }[];
  const later = () => clock.advance(VERSION_RECHECK_MS + 1);

  describe('content', () => {
    it('uploads a banner: resized to the app size as WebP, served with cache headers', async () => {
      const res = await post(
        t,
        '/ops/content/banner-images',
        { image: dataUrl('image/png', await png()) },
        content,
      );
      expect(res.statusCode, res.body).toBe(200);
      const { url } = res.json().value;
      expect(url).toMatch(/^\/media\/uploads\/banner-[0-9a-f]{32}\.webp$/);
      const img = await t.app.inject({ url });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
      expect(img.headers['cache-control']).toContain('immutable');
      const meta = await sharp(img.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', BANNER_WIDTH, BANNER_HEIGHT]);
      expect((await audit('content.uploadBanner'))[0]).toMatchObject({ targetId: url });
    });

    it('refuses a wrong type or size naming the field, and stores nothing', async () => {
      const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      // Labelled PNG, but the bytes are a GIF: the bytes decide.
      const wrong = await post(
        t,
        '/ops/content/banner-images',
        { image: dataUrl('image/png', gif) },
        content,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().value.fields).toHaveProperty('image');
      const big = await post(
        t,
        '/ops/content/banner-images',
        { image: dataUrl('image/png', Buffer.alloc(5 * 1024 * 1024 + 1, 1)) },
        content,
      );
      expect(big.statusCode).toBe(400);
      expect(big.json().value.fields).toHaveProperty('image');
      const text = await post(
        t,
        '/ops/content/banner-images',
        { image: 'hello', extra: 1 },
        content,
      );
      expect(text.statusCode).toBe(400);
      expect(text.json().value.fields).toHaveProperty('image');
      // Only the one good upload of the test above was recorded.
      expect(await audit('content.uploadBanner')).toHaveLength(1);
    });

    it('creates a banner the player app shows, and edits a notice with sanitised HTML', async () => {
      const upload = await post(
        t,
        '/ops/content/banner-images',
        { image: dataUrl('image/png', await png(800, 320)) },
        content,
      );
      const imageUrl = upload.json().value.url as string;
      const start = new Date(clock.now().getTime() - 60_000).toISOString();
      const created = await post(
        t,
        '/ops/content',
        {
          type: 'B',
          groupName: 'm_home',
          titleTh: 'แบนเนอร์ใหม่',
          titleEn: 'Fresh banner',
          imageUrl,
          linkUrl: '/m/activity',
          startAt: start,
          sortOrder: 0,
        },
        content,
      );
      expect(created.statusCode, created.body).toBe(200);
      const banner = created.json().value;
      expect((await home()).banners[0]).toMatchObject({ id: banner.id, url: imageUrl });

      const list = await get(t, '/ops/content?type=PL', readOnly);
      expect(list.statusCode).toBe(200);
      const notice = list.json().value.list[0];
      const edited = await post(
        t,
        '/ops/content',
        {
          ...notice,
          updatedAt: undefined,
          endAt: null,
          startAt: new Date(notice.startAt).toISOString(),
          titleEn: 'Ticker changed',
          contentEn: '<p onclick="x()">Hi<script>alert(1)</script></p>\n<b>bold</b>',
        },
        content,
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().value.contentEn).toBe('<p>Hi</p>\n<b>bold</b>');
      const ticker = (await home()).player.find((p) => p.id === notice.id);
      expect(ticker).toMatchObject({ title: 'Ticker changed', content: '<p>Hi</p>\n<b>bold</b>' });
      const [entry] = await audit('content.update');
      expect(entry).toMatchObject({
        operator: 'op_content',
        targetId: String(notice.id),
        before: { titleEn: notice.titleEn },
        after: { titleEn: 'Ticker changed' },
      });

      // A restart re-seeds the demo: the operator's edit stays.
      await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now: clock.now() });
      const [row] = await t.database.db
        .select()
        .from(announcements)
        .where(eq(announcements.id, notice.id));
      expect(row!.title.en).toBe('Ticker changed');
    });

    it('leaves promotions to their own page', async () => {
      const [promotion] = await t.database.db
        .select({ id: announcements.id })
        .from(announcements)
        .where(eq(announcements.type, 'PR'))
        .limit(1);
      const res = await post(
        t,
        '/ops/content',
        {
          id: promotion!.id,
          type: 'PL',
          groupName: 'm_home',
          titleTh: 'x',
          titleEn: 'x',
          startAt: new Date().toISOString(),
        },
        content,
      );
      expect(res.statusCode).toBe(404);
    });

    it('names the first bad field and refuses unknown ones', async () => {
      const bad = await post(
        t,
        '/ops/content',
        {
          type: 'B',
          groupName: 'm_home',
          titleTh: 'x',
          titleEn: 'x',
          startAt: 'soon',
        },
        content,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().value.fields).toHaveProperty('startAt');
      const noImage = await post(
        t,
        '/ops/content',
        {
          type: 'B',
          groupName: 'm_home',
          titleTh: 'x',
          titleEn: 'x',
          startAt: new Date().toISOString(),
        },
        content,
      );
      expect(noImage.json().value.fields).toHaveProperty('imageUrl');
      const script = await post(
        t,
        '/ops/content',
        {
          type: 'PL',
          groupName: 'm_home',
          titleTh: 'x',
          titleEn: 'x',
          startAt: new Date().toISOString(),
          linkUrl: 'javascript:alert(1)',
          colour: 'red',
        },
        content,
      );
      expect(Object.keys(script.json().value.fields)).toEqual(
        expect.arrayContaining(['linkUrl', 'colour']),
      );
    });

    it('lists and saves hot matches the home carousel reads', async () => {
      const list = await get(t, '/ops/content/hot-matches', content);
      expect(list.statusCode).toBe(200);
      const created = await post(
        t,
        '/ops/content/hot-matches',
        {
          vendorCode: 'SBO',
          nodeId: 424242,
          matchTime: new Date(clock.now().getTime() + 3_600_000).toISOString(),
          homeTeam: 'Korat Lions',
          awayTeam: 'Udon Eagles',
          league: 'Isan Cup',
        },
        content,
      );
      expect(created.statusCode, created.body).toBe(200);
      const hot = await t.app.inject({ url: '/wps/announcements/hotmatch' });
      expect(hot.json().value.hot.map((h: { nodeId: number }) => h.nodeId)).toContain(424242);
      const off = await post(
        t,
        '/ops/content/hot-matches',
        {
          ...created.json().value,
          matchTime: new Date(created.json().value.matchTime).toISOString(),
          enabled: false,
        },
        content,
      );
      expect(off.statusCode, off.body).toBe(200);
      const after = await t.app.inject({ url: '/wps/announcements/hotmatch' });
      expect(after.json().value.hot.map((h: { nodeId: number }) => h.nodeId)).not.toContain(424242);
      expect(await audit('hotMatch.update')).toHaveLength(1);
    });

    it('refuses content writes to support and read-only, and reads to support', async () => {
      const body = { type: 'PL', groupName: 'm_home', titleTh: 'x', titleEn: 'x' };
      for (const token of [support, readOnly])
        expect((await post(t, '/ops/content', body, token)).statusCode).toBe(403);
      expect((await get(t, '/ops/content', support)).statusCode).toBe(403);
      expect(
        (await post(t, '/ops/content/banner-images', { image: 'x' }, readOnly)).statusCode,
      ).toBe(403);
    });
  });

  describe('catalogue', () => {
    const vendorList = async (token = content) =>
      (await get(t, '/ops/catalogue/vendors', token)).json().value.list as {
        id: number;
        category: string;
        code: string;
        enabled: boolean;
        maintenance: boolean;
        sortOrder: number;
        games: number;
      }[];
    const vendorTypes = async () => {
      later();
      const value = (await t.app.inject({ url: '/lgw/games/vendor/types?typeId=1' })).json()
        .value as { gameCategory: string; vendorNames: { accountTypeName: string }[] }[];
      return (cat: string) =>
        value.find((c) => c.gameCategory === cat)?.vendorNames.map((v) => v.accountTypeName);
    };

    it('hides and reorders vendors; the §2.6 list follows without a restart', async () => {
      const rng = (await vendorList()).filter((v) => v.category === 'RNG');
      expect(rng.map((v) => v.code)).toEqual(['PG', 'JILI', 'JDB', 'CQ9', 'SG']);
      expect(rng[0]!.games).toBeGreaterThan(0);
      expect((await vendorTypes())('RNG')).toEqual(['PG', 'JILI', 'JDB', 'CQ9', 'SG']);
      const sg = rng.find((v) => v.code === 'SG')!;
      const moved = await post(t, '/ops/catalogue/vendors', { id: sg.id, sortOrder: 0 }, content);
      expect(moved.statusCode, moved.body).toBe(200);
      const jdb = rng.find((v) => v.code === 'JDB')!;
      await post(t, '/ops/catalogue/vendors', { id: jdb.id, enabled: false }, content);
      expect((await vendorTypes())('RNG')).toEqual(['SG', 'PG', 'JILI', 'CQ9']);
      const [entry] = await audit('catalogue.vendor.update');
      expect(entry).toMatchObject({
        targetId: 'RNG/JDB',
        before: { enabled: true },
        after: { enabled: false },
      });
      // The seed leaves the operator's vendors as they are.
      await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now: clock.now() });
      expect((await vendorTypes())('RNG')).toEqual(['SG', 'PG', 'JILI', 'CQ9']);
      await post(t, '/ops/catalogue/vendors', { id: jdb.id, enabled: true }, owner);
    });

    it('a vendor in maintenance answers its launches "temporarily unavailable" (§8)', async () => {
      const sbo = (await vendorList()).find((v) => v.category === 'SPORTS' && v.code === 'SBO')!;
      const res = await post(
        t,
        '/ops/catalogue/vendors',
        { id: sbo.id, maintenance: true },
        content,
      );
      expect(res.json().value.maintenance).toBe(true);
      const m = await memberWithSession(t.database.db);
      const launch = await t.app.inject({
        url: '/wps/game/launchGame?category=SPORTS&vendor=SBO&view=Desktop',
        headers: m.headers,
      });
      expect(launch.statusCode).toBe(503);
      expect(launch.json().code).toBe('BUSY');
      await post(t, '/ops/catalogue/vendors', { id: sbo.id, maintenance: false }, content);
      const [row] = await t.database.db
        .select({ maintenance: vendors.maintenance })
        .from(vendors)
        .where(and(eq(vendors.id, sbo.id)));
      expect(row!.maintenance).toBe(false);
    });

    it('marks games hot, new, playable or hidden; hot games follow', async () => {
      const page = await get(
        t,
        '/ops/catalogue/games?gameType=RNG&vendorCode=PG&pageSize=5',
        content,
      );
      expect(page.statusCode, page.body).toBe(200);
      const { list, total } = page.json().value;
      expect(list).toHaveLength(5);
      expect(total).toBeGreaterThan(5);
      const game = list.find((g: { isTop: boolean }) => !g.isTop);
      const hot = async () => {
        later();
        return (
          await t.app.inject({ url: '/lgw/games/popular?isPlatform=2&platform=html5&language=en' })
        )
          .json()
          .value.list.map((g: { nodeId: number }) => g.nodeId) as number[];
      };
      expect(await hot()).not.toContain(game.nodeId);
      const res = await post(
        t,
        '/ops/catalogue/games',
        { nodeId: game.nodeId, isTop: true, isNew: true, supportPlay: false, sortOrder: 0 },
        content,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({ isTop: true, isNew: true, supportPlay: false });
      expect(await hot()).toContain(game.nodeId);
      await post(t, '/ops/catalogue/games', { nodeId: game.nodeId, enabled: false }, content);
      expect(await hot()).not.toContain(game.nodeId);
      const named = await get(t, `/ops/catalogue/games?name=${game.gameCode}`, readOnly);
      expect(named.json().value.list[0]).toMatchObject({ nodeId: game.nodeId, enabled: false });
      expect((await audit('catalogue.game.update'))[0]).toMatchObject({
        targetId: String(game.nodeId),
        before: { enabled: true },
        after: { enabled: false },
      });
    });

    it('puts a lottery game off sale; the lottery menu leaves it out', async () => {
      const list = (await get(t, '/ops/catalogue/lottery', content)).json().value.list as {
        id: number;
        gameCode: string;
        onSale: boolean;
      }[];
      const fast1 = list.find((l) => l.gameCode === 'VN_FAST1')!;
      expect(fast1.onSale).toBe(true);
      const codes = async () => {
        later();
        const menus = (await t.app.inject({ url: '/lgw/games/game_menus' })).json().value as Record<
          string,
          { gameMenus: { gameCode: string }[] }
        >;
        return Object.values(menus).flatMap((m) => m.gameMenus.map((g) => g.gameCode));
      };
      expect(await codes()).toContain('VN_FAST1');
      const off = await post(t, '/ops/catalogue/lottery', { id: fast1.id, onSale: false }, content);
      expect(off.statusCode, off.body).toBe(200);
      expect(await codes()).not.toContain('VN_FAST1');
      await post(t, '/ops/catalogue/lottery', { id: fast1.id, onSale: true }, content);
      expect(await codes()).toContain('VN_FAST1');
    });

    it('refuses catalogue writes to support and read-only, unknown ids and fields', async () => {
      for (const token of [support, readOnly])
        expect(
          (await post(t, '/ops/catalogue/vendors', { id: 1, enabled: true }, token)).statusCode,
        ).toBe(403);
      expect((await get(t, '/ops/catalogue/games', support)).statusCode).toBe(403);
      expect(
        (await post(t, '/ops/catalogue/games', { nodeId: 2_000_000_000 }, content)).statusCode,
      ).toBe(404);
      const bad = await post(t, '/ops/catalogue/vendors', { id: 1, hidden: true }, content);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().value.fields).toHaveProperty('hidden');
    });
  });
});
