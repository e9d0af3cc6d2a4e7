import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VIEW_ELEMENT_ID, firstViewKey } from '@lotto/contract';
import type { FirstViewAnswers } from '@lotto/contract';
import { seedDemoCatalogue } from '../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { memberWithSession } from '../../test/helpers/member-session';

const INDEX =
  '<!doctype html><html lang="th"><head><title>app</title></head><body><div id="root"></div></body></html>';
const home = {
  page: 'home',
  js: ['/m/assets/home-1.js'],
  css: ['/m/assets/home-1.css'],
  firstView: 'home',
};
const gameList = { page: 'game-list', js: ['/m/assets/list-1.js'], css: [], firstView: 'gameList' };
const lottery = { page: 'lottery', js: ['/m/assets/lottery-1.js'], css: [], firstView: 'lottery' };
const login = { page: 'login', js: ['/m/assets/login-1.js'], css: [] };
const notice = { page: 'notice', js: ['/m/assets/notice-1.js'], css: [], firstView: 'notice' };
const promotions = {
  page: 'promotions',
  js: ['/m/assets/promotions-1.js'],
  css: [],
  firstView: 'promotions',
};
const register = {
  page: 'register',
  js: ['/m/assets/register-1.js'],
  css: [],
  firstView: 'register',
};

const answersIn = (html: string): FirstViewAnswers => {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no first-view answers in the index');
  return JSON.parse(match[1]) as FirstViewAnswers;
};

describe('the index of a page carries its first view', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(
      join(dist, 'route-assets.json'),
      JSON.stringify({
        '/': home,
        '/m/home': home,
        '/m/gameList': gameList,
        '/m/live': { ...gameList, impliedQuery: { gameType: 'LIVE' } },
        '/m/lottery': lottery,
        '/m/login': login,
        '/m/register': register,
        '/m/notice': notice,
        '/m/promotions': promotions,
      }),
    );
    writeFileSync(
      join(dist, 'font-assets.json'),
      JSON.stringify({
        thai: ['/m/assets/body-thai-400-normal-1.woff2'],
        latin: ['/m/assets/body-latin-400-normal-1.woff2'],
      }),
    );
    writeFileSync(
      join(dist, 'message-assets.json'),
      JSON.stringify({ th: '/m/assets/th-1.js', en: '/m/assets/en-1.js', cn: '/m/assets/cn-1.js' }),
    );
    t = await buildTestApp(undefined, { webDist: dist });
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', gameCount: 40 });
  });
  afterAll(() => t.close());

  it("announces the page's own scripts and styles and its first banner", async () => {
    const res = await t.app.inject({ url: '/m/home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/m/assets/home-1.js">');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/m/assets/home-1.css">');
    const answers = answersIn(res.body);
    const banners = (
      answers.answers[
        firstViewKey('GET', '/wps/announcements?types=B,PL,PU&platform=M&groupName=m_home')
      ] as { value: { banners: { url: string }[] } }
    ).value.banners;
    expect(banners.length).toBeGreaterThan(0);
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${banners[0]?.url}" fetchpriority="high">`,
    );
  });

  it('answers exactly what the calls answer, in the language of the cookie', async () => {
    const res = await t.app.inject({ url: '/m/home', headers: { cookie: 'a=1; lang=en' } });
    const carried = answersIn(res.body);
    expect(carried.language).toBe('en');
    expect(res.body).toContain('<html lang="en">');
    const chinese = await t.app.inject({ url: '/m/home', headers: { cookie: 'lang=cn' } });
    expect(chinese.body).toContain('<html lang="zh">');
    expect(carried.merchant).toBe('DEMO');
    const keys = Object.keys(carried.answers);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /wps/system/status',
        'GET /wps/system/settings/consolidated',
        firstViewKey('GET', '/lgw/games/popular?isPlatform=2&platform=html5&language=en'),
        firstViewKey('GET', '/lgw/games/vendor/types?typeId=1'),
        firstViewKey('GET', '/wps/announcements/hotmatch?types=H&platform=M'),
      ]),
    );
    const direct = await t.app.inject({
      url: '/lgw/games/popular?isPlatform=2&platform=html5&language=en',
      headers: { language: 'en' },
    });
    expect(
      carried.answers[
        firstViewKey('GET', '/lgw/games/popular?isPlatform=2&platform=html5&language=en')
      ],
    ).toEqual(direct.json());
    // Announcements carry a member's read marks: a page with a session asks again.
    expect(carried.visitorOnly).toEqual([
      firstViewKey('GET', '/wps/announcements?types=B,PL,PU&platform=M&groupName=m_home'),
    ]);
  });

  it('never carries what a session would change, even when the page request has one', async () => {
    const { token } = await memberWithSession(t.database.db);
    const res = await t.app.inject({ url: '/m/home', headers: { authorization: token } });
    const carried = answersIn(res.body);
    const visitor = answersIn((await t.app.inject({ url: '/m/home' })).body);
    const key = firstViewKey('GET', '/wps/announcements?types=B,PL,PU&platform=M&groupName=m_home');
    expect(carried.answers[key]).toEqual(visitor.answers[key]);
  });

  it("answers a game list's first page for its path's game type", async () => {
    const res = await t.app.inject({ url: '/m/live' });
    const carried = answersIn(res.body);
    const key = firstViewKey(
      'GET',
      '/lgw/games/list?gameType=LIVE&pageNo=1&pageSize=15&language=th',
    );
    const list = carried.answers[key] as { value: { games: { showIcon: string | null }[] } };
    expect(list.value.games.length).toBeGreaterThan(0);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/m/assets/list-1.js">');
    // A list opened on the recent tab starts elsewhere: only the shell's calls are carried.
    const recent = answersIn((await t.app.inject({ url: '/m/gameList?type=recent' })).body);
    expect(Object.keys(recent.answers).some((k) => k.includes('/lgw/games/list'))).toBe(false);
  });

  it('answers the lottery menu and draw numbers on the lottery page', async () => {
    const res = await t.app.inject({ url: '/m/lottery' });
    const carried = answersIn(res.body);
    const menus = (
      carried.answers[
        firstViewKey('GET', '/lgw/vn/games/game_menu?prizeMode=SEA&device=MOBILE')
      ] as { value: Record<string, { gameMenus: { mobileIconUrl: string | null }[] }> }
    ).value;
    const art = Object.values(menus)[0]?.gameMenus[0]?.mobileIconUrl;
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${art}" fetchpriority="high">`,
    );
    expect(Object.keys(carried.answers)).toEqual(
      expect.arrayContaining([
        firstViewKey('GET', '/lgw/vn/games/game_menu?prizeMode=SEA&device=MOBILE'),
        firstViewKey('GET', '/lotto/lgw/games/opened/numero?prizeMode=SEA'),
      ]),
    );
  });

  it("answers the register page's banners, for a visitor only", async () => {
    const res = await t.app.inject({ url: '/m/register' });
    const carried = answersIn(res.body);
    const key = firstViewKey('GET', '/wps/announcements?types=B&platform=M&groupName=m_reg');
    expect(Object.keys(carried.answers)).toContain(key);
    expect(carried.visitorOnly).toEqual([key]);
    const banner = (carried.answers[key] as { value: { banners: { url: string }[] } }).value
      .banners[0]?.url;
    expect(banner).toBeTruthy();
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${banner}" fetchpriority="high">`,
    );
  });

  it("answers the notice page's player announcements, for a visitor only", async () => {
    const res = await t.app.inject({ url: '/m/notice' });
    const carried = answersIn(res.body);
    const key = firstViewKey('GET', '/wps/announcements?types=PL&platform=M');
    expect(Object.keys(carried.answers)).toContain(key);
    expect(carried.visitorOnly).toEqual([key]);
  });

  it("answers the activity center's promotions and categories", async () => {
    const res = await t.app.inject({ url: '/m/promotions' });
    const carried = answersIn(res.body);
    const list = firstViewKey('GET', '/wps/announcements?types=PR&platform=M');
    expect(Object.keys(carried.answers)).toEqual(
      expect.arrayContaining([list, firstViewKey('GET', '/wps/promotions/categories')]),
    );
    // A member's list carries their own status and read marks.
    expect(carried.visitorOnly).toEqual([list]);
  });

  it('preloads the fonts of the subset its language is written in', async () => {
    const preloads = (html: string) =>
      [
        ...html.matchAll(
          /<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g,
        ),
      ].map((m) => m[1]);
    const thai = await t.app.inject({ url: '/m/login' });
    expect(preloads(thai.body)).toEqual(['/m/assets/body-thai-400-normal-1.woff2']);
    const english = await t.app.inject({ url: '/m/home', headers: { cookie: 'lang=en' } });
    expect(preloads(english.body)).toEqual(['/m/assets/body-latin-400-normal-1.woff2']);
    // Chinese text is drawn in the phone's own fonts.
    const chinese = await t.app.inject({ url: '/m/home', headers: { cookie: 'lang=cn' } });
    expect(preloads(chinese.body)).toEqual([]);
  });

  it("preloads the messages its language reads, and no other language's", async () => {
    const messages = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/m\/assets\/(\w+)-1\.js">/g)]
        .map((m) => m[1])
        .filter((name) => ['th', 'en', 'cn'].includes(name ?? ''));
    expect(messages((await t.app.inject({ url: '/m/login' })).body)).toEqual(['th']);
    const english = await t.app.inject({ url: '/m/login', headers: { cookie: 'lang=en' } });
    expect(messages(english.body)).toEqual(['en']);
    // Traditional Chinese has no file of its own: it reads Simplified, then English.
    const hongKong = await t.app.inject({ url: '/m/login', headers: { cookie: 'lang=zh-HK' } });
    expect(messages(hongKong.body)).toEqual(['cn', 'en']);
  });

  it('gives pages without first calls of their own the shell answers only', async () => {
    const res = await t.app.inject({ url: '/m/login' });
    expect(Object.keys(answersIn(res.body).answers).sort()).toEqual([
      'GET /wps/system/settings/consolidated',
      'GET /wps/system/status',
    ]);
  });

  it("starts an unknown path with home's files, as the app shows home there", async () => {
    const res = await t.app.inject({ url: '/m/no/such/page' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="/m/assets/home-1.js"');
  });

  it('keeps the data block closed whatever the content holds', async () => {
    const res = await t.app.inject({ url: '/m/home' });
    const block = res.body.slice(res.body.indexOf(`id="${FIRST_VIEW_ELEMENT_ID}">`));
    const inner = block.slice(block.indexOf('>') + 1, block.indexOf('</script>'));
    expect(inner).not.toContain('<');
    expect(() => JSON.parse(inner) as unknown).not.toThrow();
  });

  it('answers each declared page path from a route of its own, not through the file lookup', () => {
    for (const url of ['/m/home', '/m/gameList', '/m/live', '/m/lottery', '/m/login'])
      expect(t.app.hasRoute({ method: 'GET', url }), url).toBe(true);
  });

  it('stamps each copy with the time it is sent, not the time its answers were made', async () => {
    const made = answersIn((await t.app.inject({ url: '/m/gameList' })).body).serverTime;
    await new Promise((resolve) => setTimeout(resolve, 80));
    const before = Date.now();
    const again = answersIn((await t.app.inject({ url: '/m/gameList' })).body);
    expect(again.serverTime).toBeGreaterThanOrEqual(before);
    expect(again.serverTime).toBeGreaterThan(made);
  });
});
