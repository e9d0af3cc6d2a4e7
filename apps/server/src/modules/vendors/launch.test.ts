import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { bets, games, ledgerTransactions, vendors } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { memberWithSession } from '../../../test/helpers/member-session';
import { grantStartingBalance } from '../wallet/wallet.service';
import { LAUNCH_TOKEN_TTL_MS } from './demo/demo-vendor';
import { outcomeOf, PAYTABLE, PAYTABLE_TOTAL } from './demo/paytable';

describe('game launch and the demo vendor', () => {
  let t: TestApp;
  let now = new Date();
  let game: { nodeId: number; vendorCode: string; gameId: string; minBet: string };
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: () => now });
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', now });
    [game] = (await t.database.db
      .select({
        nodeId: games.nodeId,
        vendorCode: games.vendorCode,
        gameId: games.gameId,
        minBet: games.minBet,
      })
      .from(games)
      .where(
        and(eq(games.merchantCode, 'DEMO'), eq(games.gameType, 'RNG'), eq(games.minBet, '0.7500')),
      )
      .orderBy(asc(games.nodeId))
      .limit(1)) as [typeof game];
  });
  afterAll(() => t.close());

  const launchUrl = (g = game, category = 'RNG') =>
    `/wps/game/launchGame?category=${category}&vendor=${g.vendorCode}&gameId=${g.gameId}&nodeId=${g.nodeId}&platform=MOBILE`;
  const funded = async (opts: { customerType?: number; isTrial?: boolean } = {}) => {
    const m = await memberWithSession(t.database.db, opts);
    await grantStartingBalance(t.database.db, t.merchant, m.member);
    return m;
  };

  it('the paytable returns 96% to the player', () => {
    const returned = PAYTABLE.reduce((s, p) => s + p.weight * Number(p.multiplier), 0);
    expect(returned / PAYTABLE_TOTAL).toBe(0.96);
    expect(outcomeOf(0).multiplier).toBe(50n);
    const loss = outcomeOf(PAYTABLE_TOTAL - 1);
    expect(loss.multiplier).toBe(0n);
    expect(new Set(loss.reels).size).toBeGreaterThan(1);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ url: launchUrl() });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('refuses agent-only accounts, unknown vendors and games, and bad input', async () => {
    const agent = await funded({ customerType: 3 });
    const refused = await t.app.inject({ url: launchUrl(), headers: agent.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NON_MEMBER');
    const m = await funded();
    expect(
      (await t.app.inject({ url: launchUrl({ ...game, vendorCode: 'NOPE' }), headers: m.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: launchUrl(game, 'LIVE'), headers: m.headers })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      url: '/wps/game/launchGame?category=RNG&platform=PC',
      headers: m.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields)).toEqual(
      expect.arrayContaining(['vendor', 'platform']),
    );
  });

  it('a vendor under maintenance cannot be launched', async () => {
    const m = await funded();
    await t.database.db
      .update(vendors)
      .set({ maintenance: true })
      .where(and(eq(vendors.code, 'SBO'), eq(vendors.category, 'SPORTS')));
    const res = await t.app.inject({
      url: '/wps/game/launchGame?category=SPORTS&vendor=SBO&view=Desktop',
      headers: m.headers,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'BUSY',
      message: expect.stringMatching(/maintenance/),
    });
    const esports = await t.app.inject({
      url: '/wps/game/launchGame?category=ESPORTS&vendor=TF&view=Mobile',
      headers: m.headers,
    });
    expect(esports.statusCode).toBe(200);
  });

  it('launches, serves the game page once, spins through the wallet and records the game as recent', async () => {
    const m = await funded();
    const res = await t.app.inject({ url: launchUrl(), headers: m.headers });
    expect(res.statusCode, res.body).toBe(200);
    const gameUrl: string = res.json().value.gameUrl;
    expect(gameUrl).toMatch(/^\/vendor\/demo\/play\?launch=[\w-]{40,}&language=th$/);

    const page = await t.app.inject({ url: gameUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.body).not.toMatch(/<script>(?!<)/);
    expect(page.body).toContain('<strong id="balance">1,000.00</strong>');
    expect(page.body).toContain('href="/m/home"');
    expect(page.body).toContain('<link rel="stylesheet" href="/app-fonts.css">');
    expect(page.body).toContain('data-bet="0.75"');
    expect(page.body).not.toContain('data-bet="0.50"');
    const session = /data-session="([^"]+)"/.exec(page.body)![1]!;
    // The launch link is good once.
    expect((await t.app.inject({ url: gameUrl })).statusCode).toBe(410);

    const spin = (bet: string, s = session) =>
      t.app.inject({
        method: 'POST',
        url: '/vendor/demo/spin',
        headers: { 'x-demo-session': s },
        payload: { bet },
      });
    const first = await spin('5');
    expect(first.statusCode, first.body).toBe(200);
    const v = first.json().value;
    expect(v.bet).toBe('5.00');
    expect(Number(v.balance)).toBe(1000 - 5 + Number(v.win));
    expect((await spin('0.5')).statusCode).toBe(400);
    expect((await spin('5', 'not-a-session')).statusCode).toBe(401);

    const [bet] = await t.database.db.select().from(bets).where(eq(bets.memberId, m.member.id));
    expect(bet).toMatchObject({
      status: 'settled',
      vendorCode: game.vendorCode,
      nodeId: game.nodeId,
      vendorTxId: v.txId,
    });
    const ledger = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.memberId, m.member.id))
      .orderBy(ledgerTransactions.id);
    expect(ledger.map((l) => l.kind)).toEqual(
      Number(v.win) > 0 ? ['grant', 'bet', 'win'] : ['grant', 'bet'],
    );

    const balance = await t.app.inject({ url: '/wps/wallet/balance', headers: m.headers });
    expect(Number(balance.json().value.sumBalance)).toBe(Number(v.balance));
    const recent = await t.app.inject({
      url: '/lgw/games/recent?page=1&pageSize=10',
      headers: m.headers,
    });
    expect(recent.json().value.list[0].nodeId).toBe(game.nodeId);
    const records = await t.app.inject({ url: '/wps/wallet/bets', headers: m.headers });
    expect(records.json().value.list[0]).toMatchObject({
      txId: v.txId,
      amount: '5.0000',
      status: 'settled',
    });
  });

  it('the game page speaks the language of the launch, Thai and English (issue 16 defect 12)', async () => {
    const m = await funded({ isTrial: true });
    const open = async (language: string) => {
      const res = await t.app.inject({
        url: launchUrl(),
        headers: { ...m.headers, language },
      });
      return (await t.app.inject({ url: res.json().value.gameUrl })).body;
    };
    const th = await open('th');
    expect(th).toContain('<html lang="th">');
    expect(th).toContain('>หมุน</button>');
    expect(th).toContain('เงินทดลอง');
    expect(th).toContain('data-t-nowin="รอบนี้ไม่ได้รางวัล"');
    expect(th).not.toContain('Spin');
    const en = await open('en');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('>Spin</button>');
    expect(en).toContain('data-t-win="You win {win}!"');
    expect((await t.app.inject({ url: '/vendor/demo/play?launch=x&language=th' })).body).toContain(
      'ลิงก์เกมนี้หมดอายุ',
    );
  });

  it('a launch link expires after a minute', async () => {
    const m = await funded();
    const gameUrl = (
      await t.app.inject({ url: launchUrl(), headers: { ...m.headers, language: 'en' } })
    ).json().value.gameUrl;
    now = new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS + 1);
    const page = await t.app.inject({ url: gameUrl });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('expired');
  });

  it('a trial account plays with play money', async () => {
    const m = await funded({ isTrial: true });
    const gameUrl = (
      await t.app.inject({ url: launchUrl(), headers: { ...m.headers, language: 'en' } })
    ).json().value.gameUrl;
    const page = await t.app.inject({ url: gameUrl });
    expect(page.body).toContain('play money');
    const session = /data-session="([^"]+)"/.exec(page.body)![1]!;
    await t.app.inject({
      method: 'POST',
      url: '/vendor/demo/spin',
      headers: { 'x-demo-session': session },
      payload: { bet: '1' },
    });
    const [bet] = await t.database.db.select().from(bets).where(eq(bets.memberId, m.member.id));
    expect(bet!.play).toBe(true);
  });

  it('serves the page script and style as files', async () => {
    const js = await t.app.inject({ url: '/vendor/demo/assets/demo-game.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect((await t.app.inject({ url: '/vendor/demo/assets/demo-game.css' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/vendor/demo/assets/other.js' })).statusCode).toBe(400);
  });
});
