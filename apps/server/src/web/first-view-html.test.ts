import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VIEW_ELEMENT_ID, MEMBER_MARK_COOKIE, firstViewKey } from '@lotto/contract';
import type { FirstViewAnswers } from '@lotto/contract';
import { seedDemoCatalogue } from '../db/seed/demo-catalogue';
import { upsertDocument } from '../modules/agreement/agreement.repository';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { memberWithSession } from '../../test/helpers/member-session';
import { FIRST_VIEW_REUSE_MS } from './first-view';

const rootOf = (html: string): string => {
  const start = html.indexOf('<div id="root"');
  const end = html.indexOf(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}"`);
  return html.slice(start, end);
};

const answersIn = (html: string): FirstViewAnswers => {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no first-view answers in the index');
  return JSON.parse(match[1]) as FirstViewAnswers;
};

const HOME_ANNOUNCEMENTS = firstViewKey(
  'GET',
  '/wps/announcements?types=B,PL,PU&platform=M&groupName=m_home',
);

/** The index once its page is rendered: the first visitors may come before the render is done. */
const renderedIndex = async (t: TestApp, url: string, headers: Record<string, string> = {}) => {
  for (let tries = 0; ; tries++) {
    const res = await t.app.inject({ url, headers });
    if (rootOf(res.body).includes('data-rendered-language') || tries === 30) return res;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

// The web build's own server render: `npm run build -w apps/web` writes it.
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const built = existsSync(join(webDist, 'ssr', 'entry-server.js'));

describe.skipIf(!built)("a visitor's first view, rendered by the web build", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { webDist });
    await seedDemoCatalogue(t.database.db, { merchantCode: 'DEMO', gameCount: 40 });
  }, 60_000);
  afterAll(() => t.close());

  it("puts home's top bar, menu and first banner into the root, in the cookie's language", async () => {
    const th = await renderedIndex(t, '/m/home');
    expect(th.statusCode).toBe(200);
    const root = rootOf(th.body);
    expect(root).toContain('data-rendered-language="th"');
    expect(root).toContain('data-testid="top-bar-login"');
    expect(root).toContain('เข้าสู่ระบบ');
    expect(root).toContain('data-testid="bottom-menu"');
    const banner = (
      answersIn(th.body).answers[HOME_ANNOUNCEMENTS] as {
        value: { banners: { url: string }[] };
      }
    ).value.banners[0]?.url;
    expect(banner).toBeTruthy();
    expect(root).toContain(`src="${banner}"`);
    expect(th.body).toMatch(/<html lang="th" style="[^"]*--top-bar-height:\d+px/);
    // Its scripts start after its first paint (start-after-paint.ts), not from the head.
    expect(th.body).not.toContain('<script type="module"');
    expect(th.body).toMatch(
      /<script data-entry="\/m\/assets\/[^"]+\.js" data-preload="[^"]*" data-styles="\/m\/assets\/[^"]+\.css">/,
    );
    // Its own rules inline (critical-css.ts); the whole sheets come after the paint.
    expect(th.body).toMatch(/<style>[^<]+<\/style>\s*<\/head>/);
    expect(th.body).not.toMatch(/<link rel="stylesheet"/);

    const en = await renderedIndex(t, '/m/home', { cookie: 'lang=en' });
    expect(rootOf(en.body)).toContain('data-rendered-language="en"');
    expect(rootOf(en.body)).toContain('Log in');
  });

  it("never sends a member's page, nor another member's data", async () => {
    const { member, token } = await memberWithSession(t.database.db);
    const marked = await t.app.inject({
      url: '/m/home',
      headers: { cookie: `${MEMBER_MARK_COOKIE}=1`, authorization: token },
    });
    expect(rootOf(marked.body)).toMatch(
      /^<div id="root"><\/div>\s*(<noscript>.*<\/noscript>)?\s*$/s,
    );
    expect(marked.body).not.toContain(member.username);
    expect(marked.body).toContain('<script type="module" crossorigin src="/m/assets/');
    const handedOver = await t.app.inject({ url: `/m/home?token=${token}` });
    expect(rootOf(handedOver.body)).toMatch(
      /^<div id="root"><\/div>\s*(<noscript>.*<\/noscript>)?\s*$/s,
    );
    // A visitor after the member: the visitor's page, with nothing of the member in it.
    const visitor = await renderedIndex(t, '/m/home', { authorization: token });
    expect(rootOf(visitor.body)).toContain('data-testid="top-bar-login"');
    expect(visitor.body).not.toContain(member.username);
  });

  it("puts the merchant's agreement into /m/useragreement's root, cleaned", async () => {
    // Written straight into the row, past the console's cleaning: the render cleans it again.
    await upsertDocument(t.database.db, {
      merchantCode: 'DEMO',
      kind: 'user_agreement',
      content: {
        th: '<h2>ข้อตกลง</h2><p onclick="steal()">ห้ามโกง</p><script>alert(1)</script>',
        en: '<h2>Terms</h2><p onclick="steal()">Play fair</p><script>alert(1)</script>',
      },
      updatedAt: new Date(Date.UTC(2026, 0, 2)),
      updatedBy: null,
    });
    for (const [cookie, heading, paragraph] of [
      ['lang=th', 'ข้อตกลง', 'ห้ามโกง'],
      ['lang=en', 'Terms', 'Play fair'],
    ] as const) {
      const page = await renderedIndex(t, '/m/useragreement', { cookie });
      const root = rootOf(page.body);
      expect(root, cookie).toContain('data-testid="user-agreement"');
      // The page itself, without the script that starts the app after the paint.
      const text = /<article[^>]*data-testid="user-agreement"[^]*?<\/article>/.exec(root)?.[0];
      expect(text, cookie).toContain(`<h2>${heading}</h2><p>${paragraph}</p>`);
      expect(text, cookie).not.toContain('onclick');
      expect(text, cookie).not.toContain('<script');
      expect(root, cookie).not.toContain('aria-busy');
    }
  });

  it("puts the game center's tabs and vendors into the root of /m/gameCenter and /m/sports", async () => {
    const center = rootOf((await renderedIndex(t, '/m/gameCenter', { cookie: 'lang=en' })).body);
    expect(center).toContain('data-testid="game-center-ALL"');
    expect(center).toContain('data-testid="game-center-tabs"');
    const sports = rootOf((await renderedIndex(t, '/m/sports', { cookie: 'lang=en' })).body);
    expect(sports).toContain('data-testid="game-center-SPORTS"');
  });

  it("sends the login and register pages' outline, never their forms", async () => {
    for (const [path, outline] of [
      ['/m/login', 'เข้าสู่ระบบ'],
      ['/m/register', 'data-testid="register-banners"'],
    ] as const) {
      const page = await renderedIndex(t, path);
      const root = rootOf(page.body);
      expect(root, path).toMatch(/^<div id="root" data-rendered-language="th" data-outline>/);
      expect(root, path).toContain(`data-testid="page-${path.slice(3)}"`);
      expect(root, path).toContain(outline);
      // Nothing to type in or send before the app has rendered the form in the outline's place
      // (a button tapped meanwhile is tapped again at its place: tapped-before-start.ts).
      expect(root, path).not.toMatch(/<(form|input|textarea|select)\b/);
      expect(root, path).not.toContain('type="submit"');
    }
    const login = rootOf((await renderedIndex(t, '/m/login')).body);
    expect(login).toMatch(/<img [^>]*class="merchant-logo auth-page__logo"/);
  });

  it('sends a visitor nothing of a member-only page, and every member the same outline of it', async () => {
    const visitor = await t.app.inject({ url: '/m/withdraw' });
    expect(rootOf(visitor.body)).toMatch(
      /^<div id="root"><\/div>\s*(<noscript>.*<\/noscript>)?\s*$/s,
    );
    const roots: string[] = [];
    for (const _ of [1, 2]) {
      const { member, token } = await memberWithSession(t.database.db);
      const headers = { cookie: `${MEMBER_MARK_COOKIE}=1`, authorization: token };
      const page = await renderedIndex(t, '/m/withdraw', headers);
      const root = rootOf(page.body);
      expect(root).toMatch(/^<div id="root" data-rendered-language="th" data-outline>/);
      // The frame as a member sees it, before any figure of theirs: the title, the balance's
      // placeholder, the member's menu; an empty page the app renders into.
      expect(root).toContain('data-testid="top-bar-title" class="top-bar__title ">ถอนเงิน</h1>');
      expect(root).toContain('data-testid="top-bar-balance"');
      expect(root).not.toContain('data-testid="top-bar-balance-value"');
      expect(root).toContain('data-testid="bottom-menu-member"');
      expect(root).toContain('<section aria-busy="true" class="page"></section>');
      expect(page.body).not.toContain(member.username);
      roots.push(root);
    }
    expect(roots[1]).toBe(roots[0]);
  });
});

describe('the server render of a build', () => {
  const INDEX =
    '<!doctype html><html lang="th"><head><title>app</title></head><body><div id="root"></div></body></html>';
  const home = { page: 'home', js: [], css: [], firstView: 'home' };
  const distWith = (entry: string) => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'ssr'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'route-assets.json'), JSON.stringify({ '/m/home': home }));
    writeFileSync(join(dist, 'ssr', 'entry-server.js'), entry);
    return dist;
  };

  it('renders a page once for the same answers, not once per request', async () => {
    const t = await buildTestApp(undefined, {
      webDist: distWith(
        `let renders = 0;
        export const renderFirstView = async (href, answers) =>
          ({ html: '<p>' + href + ' ' + answers.language + ' #' + ++renders + '</p>', rootStyle: '' });`,
      ),
    });
    try {
      const first = await renderedIndex(t, '/m/home');
      expect(rootOf(first.body)).toContain('<p>/m/home th #1</p>');
      // A new set of answers, made again by the server, with the same content.
      await new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_REUSE_MS + 50));
      const second = await t.app.inject({ url: '/m/home' });
      expect(rootOf(second.body)).toContain('<p>/m/home th #1</p>');
      const english = await renderedIndex(t, '/m/home', { cookie: 'lang=en' });
      expect(rootOf(english.body)).toContain('<p>/m/home en #2</p>');
    } finally {
      await t.close();
    }
  });

  it('keeps serving the empty root when the render throws', async () => {
    const t = await buildTestApp(undefined, {
      webDist: distWith(
        `export const renderFirstView = async () => { throw new Error('broken'); };`,
      ),
    });
    try {
      const res = await t.app.inject({ url: '/m/home' });
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toBe('<div id="root"></div>');
    } finally {
      await t.close();
    }
  });
});
