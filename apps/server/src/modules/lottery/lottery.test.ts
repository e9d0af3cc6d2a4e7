import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { HOT_LOTTERY_MENU_TAG, isResultOf } from '@lotto/contract';
import { lotteryResults } from '../../db/schema';
import { seedLottery } from '../../db/seed/demo-lottery';
import { auth, registerMember } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { DRAW_CATCH_UP_COUNT, drawDue } from './lottery-draw-job';
import { insertResults } from './lottery.repository';

/** The demo merchant's zone is Asia/Bangkok, UTC+7 all year. */
const bkk = (isoLocal: string) => new Date(`${isoLocal}+07:00`);

describe('lottery calls', () => {
  let t: TestApp;
  let now = new Date();
  let code: string;
  beforeAll(async () => {
    // §2.9 the fast one-minute game counts down in the half-span variant; the others to the lock.
    t = await buildTestApp(
      (m) => ({ ...m, lottery: { ...m.lottery, halfSpanCountdown: ['VN_FAST1'] } }),
      {
        clock: () => now,
      },
    );
    code = t.merchant.code;
    await seedLottery(t.database.db, code);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = new Date();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  describe('menus and draws from the server clock', () => {
    it('lotteryMenu answers the menus in order with §3 tiles computed now, and the server time', async () => {
      now = bkk('2026-11-21T09:34:20');
      const res = await get('/lgw/vn/games/game_menu?prizeMode=SEA&device=MOBILE&language=en');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-server-time']).toBe(String(now.getTime()));
      const value = res.json().value;
      expect(Object.keys(value)).toEqual([
        HOT_LOTTERY_MENU_TAG,
        'vietnam_fast',
        'vietnam_traditional',
        'sea_daily',
      ]);
      expect(value[HOT_LOTTERY_MENU_TAG].labelName).toBe('Hot');
      const fast1 = value[HOT_LOTTERY_MENU_TAG].gameMenus[0];
      expect(fast1).toMatchObject({
        gameCode: 'VN_FAST1',
        gameId: '101',
        remark: 'Vietnam Fast 1 Minute',
        isSale: true,
        remainTime: 40,
        lockTime: 5,
        numero: '202611210576',
        lotteryTime: [bkk('2026-11-21T09:34:00').getTime(), bkk('2026-11-21T09:35:00').getTime()],
        gameType: 'LOTT',
        vassalage: 'TCG_LOTTO_VN',
        lottoMode: 'Entertainment',
        countdownMode: 'halfSpan',
      });
      expect(value.sea_daily.gameMenus[0].countdownMode).toBe('lock');
      const thai = await get('/lgw/vn/games/game_menu', { language: 'th' });
      expect(thai.json().value[HOT_LOTTERY_MENU_TAG].gameMenus[0].remark).toBe(
        'หวยเวียดนามด่วน 1 นาที',
      );
    });

    it('/lgw/games/game_menus answers the same menus', async () => {
      const a = await get('/lgw/games/game_menus');
      const b = await get('/lgw/vn/games/game_menu');
      expect(a.json().value).toEqual(b.json().value);
    });

    it('lotteryDrawNumber: soonest first, remainTime in seconds, a locked draw gives way to the next', async () => {
      now = bkk('2026-11-21T09:34:56');
      const draws = (await get('/lotto/lgw/games/opened/numero?prizeMode=SEA')).json().value;
      // The 09:35 draws of VN_FAST1 and SEA_FAST5 are locked; ties go by game code.
      expect(draws.map((d: { gameCode: string }) => d.gameCode).slice(0, 2)).toEqual([
        'VN_FAST1',
        'VN_FAST3',
      ]);
      // VN_FAST1's 09:35 draw is locked: the one offered is the next, on sale.
      expect(draws.find((d: { gameCode: string }) => d.gameCode === 'VN_FAST1')).toEqual({
        gameCode: 'VN_FAST1',
        numero: '202611210577',
        remainTime: 64,
        prizeMode: 'SEA',
        drawTime: bkk('2026-11-21T09:36:00').getTime(),
        lockTime: 5,
        isSale: true,
      });
      const times = draws.map((d: { drawTime: number }) => d.drawTime);
      expect(times).toEqual([...times].sort((x, y) => x - y));
      expect(draws).toHaveLength(13);

      now = bkk('2026-11-21T09:35:00');
      const next = (await get('/lotto/lgw/games/opened/numero')).json().value;
      const fast1 = next.find((d: { gameCode: string }) => d.gameCode === 'VN_FAST1');
      expect(fast1).toMatchObject({ numero: '202611210577', remainTime: 60, isSale: true });
    });

    it("daily draws across midnight in the merchant's zone, and the sale window", async () => {
      now = bkk('2026-11-21T23:50:00');
      const draws = (await get('/lotto/lgw/games/opened/numero')).json().value as {
        gameCode: string;
        numero: string;
        isSale: boolean;
        remainTime: number;
      }[];
      const north = draws.find((d) => d.gameCode === 'VN_NORTH');
      // 18:15 has passed: tomorrow's draw, not on sale before 06:00.
      expect(north).toMatchObject({
        numero: '20261122',
        isSale: false,
        remainTime: 18 * 3600 + 25 * 60,
      });
      const hourly = draws.find((d) => d.gameCode === 'VN_HOURLY');
      expect(hourly).toMatchObject({ numero: '2026112201', remainTime: 600, isSale: true });
      const evening = draws.find((d) => d.gameCode === 'VN_EVENING');
      // No sale window: on sale at night, outside the 15-minute lock.
      expect(evening).toMatchObject({ numero: '20261122', isSale: true });
    });

    it('another prize mode has no draws; a bad prize mode is a 400 naming the field', async () => {
      expect((await get('/lotto/lgw/games/opened/numero?prizeMode=ZY')).json().value).toEqual([]);
      // The demo's one Lott game is the LOTT vendor's (special-launch.ts).
      const lott = (await get('/lotto/lgw/games/opened/numero?prizeMode=Lott')).json().value;
      expect(lott.map((d: { gameCode: string }) => d.gameCode)).toEqual(['LOTT_HOURLY']);
      const bad = await get('/lotto/lgw/games/opened/numero?prizeMode=XYZ');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().value.fields.prizeMode).toBe('prizeMode must be Lott, ZY, Elott or SEA');
      expect((await get('/lgw/vn/games/game_menu?device=PC')).statusCode).toBe(400);
    });
  });

  describe('results and the draw job', () => {
    it('draws every due result once, in the game format, and the results call lists them newest first', async () => {
      now = bkk('2026-11-21T10:00:00');
      const first = await drawDue(t.database.db, now);
      expect(first).toBeGreaterThan(0);
      expect(await drawDue(t.database.db, now)).toBe(0);

      const res = (await get('/lotto/lgw/games/results?gameCode=VN_FAST1&count=10')).json().value;
      expect(res.gameCode).toBe('VN_FAST1');
      expect(res.list).toHaveLength(DRAW_CATCH_UP_COUNT);
      // The draw due exactly now is drawn (10:00 is minute 600: number 601).
      expect(res.list[0]).toMatchObject({
        numero: '202611210601',
        drawTime: now.getTime(),
        drawnAt: now.getTime(),
      });
      // VN_FAST1 draws the fast format: 11 prizes, the special prize of 5 digits first.
      for (const r of res.list) expect(isResultOf('fast', r.numbers)).toBe(true);
      const numeros = res.list.map((r: { numero: string }) => r.numero);
      expect(numeros).toEqual([...numeros].sort().reverse());

      const thai = (await get('/lotto/lgw/games/results?gameCode=TH_DAILY')).json().value;
      expect(thai.list[0].numero).toBe('20261120');
      expect(isResultOf('thai', thai.list[0].numbers)).toBe(true);
    });

    it('catches up at most the last 10 draws per game after a pause', async () => {
      now = bkk('2026-11-21T10:30:00');
      await drawDue(t.database.db, now);
      const rows = await t.database.db
        .select({ numero: lotteryResults.numero })
        .from(lotteryResults)
        .where(and(eq(lotteryResults.merchantCode, code), eq(lotteryResults.gameCode, 'VN_FAST1')));
      // 10 from 10:00, then 10 of the 30 missed since: 10:21 … 10:30.
      expect(rows).toHaveLength(20);
      expect(rows.map((r) => r.numero)).not.toContain('202611210612');
      expect(rows.map((r) => r.numero)).toContain('202611210622');
    });

    it('two instances drawing at once leave exactly one result per numero', async () => {
      now = bkk('2026-11-21T11:00:00');
      const all = () =>
        t.database.db
          .select({ gameCode: lotteryResults.gameCode, numero: lotteryResults.numero })
          .from(lotteryResults)
          .where(eq(lotteryResults.merchantCode, code));
      const before = (await all()).length;
      const counts = await Promise.all([
        drawDue(t.database.db, now),
        drawDue(t.database.db, now),
        drawDue(t.database.db, now),
      ]);
      const rows = await all();
      const keys = rows.map((r) => `${r.gameCode}/${r.numero}`);
      expect(new Set(keys).size).toBe(keys.length);
      // One instance held the lock and drew; the others found it taken or nothing left to draw.
      expect(counts.filter((n) => n > 0)).toHaveLength(1);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(rows.length - before);
    });

    it('the unique key alone keeps a second result for a numero out', async () => {
      const row = {
        merchantCode: code,
        gameCode: 'VN_FAST1',
        numero: '202611210661',
        drawTime: bkk('2026-11-21T11:00:00'),
        numbers: ['1', '2', '3', '4', '5'],
        drawnAt: now,
      };
      expect(await insertResults(t.database.db, [row])).toBe(0);
      const [kept] = await t.database.db
        .select()
        .from(lotteryResults)
        .where(and(eq(lotteryResults.gameCode, 'VN_FAST1'), eq(lotteryResults.numero, row.numero)));
      expect(kept?.numbers).not.toEqual(row.numbers);
      expect(isResultOf('fast', kept?.numbers ?? [])).toBe(true);
    });

    it('results: bad and unknown game codes', async () => {
      expect((await get('/lotto/lgw/games/results')).statusCode).toBe(400);
      expect((await get('/lotto/lgw/games/results?gameCode=VN_FAST1&count=0')).statusCode).toBe(
        400,
      );
      expect((await get('/lotto/lgw/games/results?gameCode=NOPE')).statusCode).toBe(404);
      expect((await get('/lotto/lgw/games/results?gameCode=a%20b')).statusCode).toBe(400);
    });
  });

  describe('launch and recent', () => {
    it('launch answers the start-lottery address and records the game as recent', async () => {
      const m = await registerMember(t.app);
      const launch = await get(
        '/wps/game/lottery/launch?lottoArea=VN&launchMode=LOTT&lottoPrizeMode=SEA&lottoGameCode=VN_FAST1&lottoView=betting&device=MOBILE&backUrl=%2Fm%2Flottery&language=th',
        auth(m.token),
      );
      expect(launch.statusCode).toBe(200);
      const url = new URL(launch.json().value.gameUrl, 'http://x');
      expect(url.pathname).toBe('/m/startLottery');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        mui: code,
        playType: 'ent',
        gameId: '101',
        prize_mode: 'SEA',
        pageBack: '/m/lottery',
      });

      const trad = await get(
        '/wps/game/lottery/launch?lottoGameCode=VN_FAST1&lottoView=betting&lottoMode=SEA_Tradition',
        auth(m.token),
      );
      expect(new URL(trad.json().value.gameUrl, 'http://x').searchParams.get('playType')).toBe(
        'trad',
      );
      now = new Date(now.getTime() + 1000);
      const lobby = await get(
        '/wps/game/lottery/launch?lottoGameCode=VN_NORTH&lottoView=lobby&backUrl=https%3A%2F%2Fm.demo.example.com%2Fm%2Flottery',
        auth(m.token),
      );
      expect(lobby.statusCode).toBe(200);
      expect(new URL(lobby.json().value.gameUrl, 'http://x').searchParams.has('gameId')).toBe(
        false,
      );

      const recent = await get(
        '/lgw/games/game_menus/recent?device=MOBILE&recentCount=100',
        auth(m.token),
      );
      expect(recent.statusCode).toBe(200);
      expect(recent.json().value.list.map((g: { gameCode: string }) => g.gameCode)).toEqual([
        'VN_NORTH',
        'VN_FAST1',
      ]);
    });

    it("refuses a backUrl off the merchant's hosts, unknown games and callers without a session", async () => {
      const m = await registerMember(t.app);
      const launch = (q: string, headers: Record<string, string> = auth(m.token)) =>
        get(`/wps/game/lottery/launch?lottoView=betting&lottoGameCode=VN_FAST1&${q}`, headers);
      for (const backUrl of [
        'https://evil.example.net/m',
        '//evil.example.net/m',
        'javascript:alert(1)',
      ]) {
        const res = await launch(`backUrl=${encodeURIComponent(backUrl)}`);
        expect(res.statusCode, backUrl).toBe(400);
        expect(res.json().value.fields.backUrl).toBeDefined();
      }
      expect((await launch('lottoGameCode=NOPE')).statusCode).toBe(400);
      const unknown = await get(
        '/wps/game/lottery/launch?lottoView=betting&lottoGameCode=NOPE',
        auth(m.token),
      );
      expect(unknown.statusCode).toBe(404);
      expect((await get('/wps/game/lottery/launch?lottoView=betting')).statusCode).toBe(400);
      expect((await launch('', {})).statusCode).toBe(401);
      expect((await get('/lgw/games/game_menus/recent')).statusCode).toBe(401);
      const fresh = await registerMember(t.app);
      expect((await get('/lgw/games/game_menus/recent', auth(fresh.token))).json().value).toEqual({
        list: [],
      });
    });
  });

  describe('lotto-h5 pages', () => {
    it('serve the game, its open draw, the countdown and the last results, with a script file', async () => {
      now = bkk('2026-11-21T11:00:20');
      const res = await get(
        `/m/lotto-h5/${code}/ent/games/101?token=abc&merchant=${code}&prize_mode=SEA&language=en&stylesheet=${encodeURIComponent(`/m/lotto-h5/theme.css?merchant=${code}`)}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Vietnam Fast 1 Minute');
      expect(res.body).toContain('202611210662');
      expect(res.body).toContain('00:00:35');
      expect(res.body).toContain('202611210661');
      expect(res.body).toContain(`href="/m/lotto-h5/theme.css?merchant=${code}"`);
      expect(res.body).toContain('<script src="/m/lotto-h5/assets/lotto-h5.js" defer></script>');
      expect(res.body).not.toMatch(/<script>(?!<)/);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");

      const script = await get('/m/lotto-h5/assets/lotto-h5.js');
      expect(script.headers['content-type']).toContain('javascript');
      expect(script.body).toContain('x-server-time');
      const theme = await get(`/m/lotto-h5/theme.css?merchant=${code}`);
      expect(theme.body).toContain('--color-primary: #');
    });

    it('a foreign stylesheet is dropped; unknown games and play types are 404 pages', async () => {
      const res = await get(
        `/m/lotto-h5/${code}/trad/games/101?stylesheet=//evil.example.net/x.css`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('evil.example.net');
      expect((await get(`/m/lotto-h5/${code}/trad/games/999`)).statusCode).toBe(404);
      expect((await get(`/m/lotto-h5/${code}/xyz/games/101`)).statusCode).toBe(404);
      expect((await get('/m/lotto-h5/nobody/ent/games/101')).statusCode).toBe(404);
    });

    it("load the app's Thai web font, served from this site (issue 16 defect 5)", async () => {
      const style = await get('/m/lotto-h5/assets/lotto-h5.css');
      const urls = [...style.body.matchAll(/url\('([^']+\.woff2)'\)/g)].map((m) => m[1]!);
      expect(urls).toContain('/m/lotto-h5/assets/fonts/noto-sans-thai-thai-400-normal.woff2');
      expect(style.body).toMatch(/font-family: 'Noto Sans Thai';[^}]*U\+0E01-0E5B/);
      for (const url of urls) {
        const font = await get(url);
        expect(font.statusCode, url).toBe(200);
        expect(font.headers['content-type']).toBe('font/woff2');
        expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
      }
      expect((await get('/m/lotto-h5/assets/fonts/..%2F..%2Fpackage.json')).statusCode).toBe(404);
    });

    it('the lobby links every game, carrying the query on', async () => {
      const res = await get(
        `/m/lotto-h5/${code}/trad/lobby?merchant=${code}&prize_mode=SEA&language=th`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('ล็อบบี้หวย');
      expect(res.body).toContain(
        `/m/lotto-h5/${code}/trad/games/105?merchant=${code}&amp;prize_mode=SEA`,
      );
    });
  });
});
