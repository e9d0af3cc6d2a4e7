import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DOMAIN_MARKER_META,
  MEMBER_MARK_COOKIE,
  OUTLINE_ATTRIBUTE,
  RENDERED_LANGUAGE_ATTRIBUTE,
  htmlLangOf,
} from '@lotto/contract';
import type { FirstViewAnswers, FirstViewCall, MerchantConfig } from '@lotto/contract';
import {
  assetsOfPath,
  createFirstViewAnswers,
  firstViewBlock,
  fontsOfLanguage,
  messagesOfLanguage,
  largestImageOf,
  readDeclaredRouteAssets,
  readFontAssets,
  readMessageAssets,
  routeAssetsByPath,
} from './first-view';
import type { FontAssets, MessageAssets, RouteAssets, RouteAssetsByPath } from './first-view';
import { sendIndexTemplate, type IndexTemplate } from './index-bytes';
import {
  SERVER_RENDER_DIR,
  createFirstViewHtml,
  type FirstViewHtml,
  type Viewer,
  type RenderFirstView,
} from './first-view-html';
import { installHead } from './web-manifest';
import { withStartAfterPaint } from './start-after-paint';
import {
  createCriticalCss,
  styleCspSource,
  stylesheetsOf,
  withCriticalCss,
  type CriticalCss,
} from './critical-css';
import { allowInlineStyle } from '../plugins/security-headers';
import { APP_FONTS_CSS_PATH, appFontFaces } from './app-font-faces';
import { escapeAttr } from '../lib/html-page';

export const WEB_BASE = '/m/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app under /m/: hashed assets cached for a year, the index never cached,
 * and the index for every app path so that the client router decides (unknown paths show home).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  merchant?: MerchantConfig,
  /** The platform marker's public key, carried by every index (domain failover). */
  markerKey?: string,
) {
  let index: string | null = null;
  try {
    if (distDir) index = await readFile(join(distDir, 'index.html'), 'utf8');
  } catch {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve /m/');
  }
  if (index === null || !distDir) return sendNotBuilt;

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: WEB_BASE,
    index: false,
    wildcard: true,
    // The build writes .br and .gz beside each file (apps/web/build/precompress.ts).
    preCompressed: true,
    // The server's own render of the app (first-view-html.ts) is not the browser's.
    allowedPath: (path) => !path.startsWith(`/${SERVER_RENDER_DIR}/`),
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });

  const branded = merchant
    ? withLogoPreload(withInstallHead(index, merchant), merchant.branding.logoUrl)
    : index;
  const shell = markerKey ? withMarkerKey(branded, markerKey) : branded;
  const declaredAssets = await readDeclaredRouteAssets(distDir);
  const routeAssets = declaredAssets && routeAssetsByPath(declaredAssets);
  const fonts = await readFontAssets(distDir);
  const messages = await readMessageAssets(distDir);
  const answerFirstView = merchant
    ? createFirstViewAnswers(app, merchant.region.countryHeader)
    : null;
  const firstViewHtml = merchant ? await createFirstViewHtml(distDir, app.log) : null;
  if (firstViewHtml) app.addHook('onClose', async () => firstViewHtml.close());
  const criticalCss = firstViewHtml ? createCriticalCss(distDir, WEB_BASE, app.log) : undefined;
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const page =
      routeAssets && merchant && answerFirstView
        ? await indexForPath(
            request,
            shell,
            { routeAssets, fonts, messages },
            merchant.code,
            answerFirstView,
            firstViewHtml?.render,
            viewerOf(request),
            criticalCss,
          )
        : shell;
    reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (typeof page !== 'string') {
      if (page.styleSource) allowInlineStyle(reply, page.styleSource);
      return sendIndexTemplate(request, reply, page);
    }
    return reply.header('vary', 'cookie').send(page);
  };
  const fontFaces = appFontFaces(fonts);
  app.get(APP_FONTS_CSS_PATH, { schema: { hide: true } }, (_req, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(fontFaces),
  );
  // The static handler would answer the bare folder with 403; every page path is a route of its
  // own, so that opening a page never looks for a file of its name on disk first (a third of the
  // index's time under load went to the static handler's stat and readdir).
  for (const path of new Set([WEB_BASE, ...Object.keys(declaredAssets ?? {})]))
    if (path.startsWith(WEB_BASE.slice(0, -1)) && path !== WEB_BASE.slice(0, -1))
      app.get(path, { schema: { hide: true } }, (req, reply) => sendIndex(req, reply));
  return sendIndex;
}

function sendNotBuilt(_request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(503)
    .type('text/plain; charset=utf-8')
    .send('The web app is not built. Run `npm run build`, then start the server again.');
}

/** The manifest link, iOS's icon and title, and the browser bar in the merchant's colour. */
export const withInstallHead = (html: string, merchant: MerchantConfig): string =>
  html
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      `<meta name="theme-color" content="${escapeAttr(merchant.branding.colours.background)}"`,
    )
    .replace('</head>', `${installHead(merchant)}</head>`);

/**
 * The app checks, with this key, that another domain answering its calls is this platform and not
 * a block page: a key in the page itself, which a blocked domain's answer cannot replace.
 */
export const withMarkerKey = (html: string, key: string): string =>
  html.replace(
    '</head>',
    `<meta name="${DOMAIN_MARKER_META}" content="${escapeAttr(key)}"></head>`,
  );

/**
 * The merchant's logo is the largest thing on the login page, and its address otherwise arrives
 * only with the settings answer: announcing it in the index lets the browser fetch it at once.
 */
export const withLogoPreload = (html: string, logoUrl: string): string =>
  html.replace(
    '</head>',
    `<link rel="preload" as="image" href="${escapeAttr(logoUrl)}" fetchpriority="high"></head>`,
  );

/**
 * The index for one path: the page's own scripts and styles announced with the shell's, the answers
 * of its first calls carried inside (first-view.ts), its largest image and the fonts of its language
 * asked for at once. A phone on a slow network then waits for one round trip before the page shows,
 * not four.
 */
async function indexForPath(
  request: FastifyRequest,
  shell: string,
  build: BuildTables,
  merchantCode: string,
  answerFirstView: ReturnType<typeof createFirstViewAnswers>,
  renderFirstView: RenderFirstView | undefined,
  viewer: Viewer | null,
  criticalCss?: CriticalCss,
): Promise<IndexTemplate | string> {
  const assets = assetsOfPath(build.routeAssets, request.url.split('?')[0] ?? '/');
  if (!assets) return shell;
  const { calls, answers } = await answerFirstView(request, assets, merchantCode);
  const templates = viewer === 'visitor' ? visitorTemplates : memberTemplates;
  // A visitor's page, or a member's outline of a page that needs a session.
  const render =
    viewer === 'visitor' || (viewer === 'member' && assets.memberOnly)
      ? renderFirstView
      : undefined;
  let template = templates.get(answers);
  if (template === undefined) {
    const rendered = render ? await render(request.url, answers, viewer ?? 'visitor') : null;
    const critical =
      rendered && criticalCss
        ? await criticalCss(rendered.html, htmlLangOf(answers.language), [
            ...stylesheetsOf(shell),
            ...assets.css,
          ])
        : null;
    template = indexTemplate(shell, assets, build, calls, answers, rendered, critical);
    // A visitor who came while the page was still rendering gets this one only: the next set of
    // answers (a second later) takes the render.
    if (rendered || !render) templates.set(answers, template);
  }
  return template;
}

/**
 * The index of one set of first-view answers, shared by a burst of visitors (first-view.ts); a
 * visitor's holds the page rendered from them, a member's the outline of a page that needs a
 * session (the same for every member) or the empty root the app renders into.
 */
const visitorTemplates = new WeakMap<FirstViewAnswers, IndexTemplate>();
const memberTemplates = new WeakMap<FirstViewAnswers, IndexTemplate>();
const SERVER_TIME_KEY = '"serverTime":';

const MEMBER_MARK = new RegExp(`(?:^|;\\s*)${MEMBER_MARK_COOKIE}=1(?:;|$)`);
const HANDED_OFF_TOKEN = /[?&]token=[^&]/;

/**
 * A visitor sees the first view the server rendered. A player with a session (its mark cookie)
 * sees the outline every member sees of a page that needs one, and the empty root elsewhere: what
 * the app shows a member differs, and no member's data is ever rendered or kept here. A token
 * handed over in the address is not yet a session (token-handoff.ts): the empty root (null).
 */
const viewerOf = (request: FastifyRequest): Viewer | null =>
  HANDED_OFF_TOKEN.test(request.url)
    ? null
    : MEMBER_MARK.test(request.headers.cookie ?? '')
      ? 'member'
      : 'visitor';

const ROOT_ELEMENT = '<div id="root"></div>';

/** What the build wrote beside the index (apps/web/build/route-assets.ts). */
interface BuildTables {
  routeAssets: RouteAssetsByPath;
  fonts: FontAssets;
  messages: MessageAssets;
}

function indexTemplate(
  shell: string,
  assets: RouteAssets,
  { fonts, messages }: Omit<BuildTables, 'routeAssets'>,
  calls: FirstViewCall[],
  answers: FirstViewAnswers,
  rendered: FirstViewHtml | null,
  /** The rendered page's own rules (critical-css.ts): its stylesheets then load after it paints. */
  critical: string | null = null,
): IndexTemplate {
  const image = largestImageOf(assets.firstView, calls, answers);
  // The app renders once its language's messages are in: they come with the page's own scripts.
  const scripts = [...assets.js, ...messagesOfLanguage(messages, answers.language)];
  // A page the server rendered starts its scripts after its first paint (start-after-paint.ts).
  const head = [
    ...assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`),
    ...(rendered ? [] : scripts).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`,
    ),
    ...(image
      ? [`<link rel="preload" as="image" href="${escapeAttr(image)}" fetchpriority="high">`]
      : []),
    ...fontsOfLanguage(fonts, answers.language).map(
      (href) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttr(href)}">`,
    ),
  ].join('');
  // The page's language from the first byte: the app changing <html lang> after its first paint
  // would restyle the whole document.
  const rootStyle = rendered ? ` style="${escapeAttr(rendered.rootStyle)}"` : '';
  const withPage = shell
    .replace(
      /<html(?: lang="[^"]*")?>/,
      `<html lang="${htmlLangOf(answers.language)}"${rootStyle}>`,
    )
    .replace('</head>', `${head}</head>`);
  const stylesheets = critical ? stylesheetsOf(withPage) : [];
  const page = rendered
    ? withStartAfterPaint(
        (critical ? withCriticalCss(withPage, critical) : withPage).replace(
          ROOT_ELEMENT,
          () =>
            `<div id="root" ${RENDERED_LANGUAGE_ATTRIBUTE}="${escapeAttr(answers.language)}"` +
            `${rendered.outline ? ` ${OUTLINE_ATTRIBUTE}` : ''}>${rendered.html}</div>`,
        ),
        scripts,
        stylesheets,
      )
    : withPage;
  // The block's first serverTime is the answers' own: it precedes `answers`, and the language and
  // merchant before it are JSON strings, in which a quote is escaped.
  const block = firstViewBlock(answers);
  const start = block.indexOf(SERVER_TIME_KEY) + SERVER_TIME_KEY.length;
  const end = start + String(answers.serverTime).length;
  const bodyEnd = page.lastIndexOf('</body>');
  return {
    before: `${page.slice(0, bodyEnd)}${block.slice(0, start)}`,
    after: `${block.slice(end)}${page.slice(bodyEnd)}`,
    ...(critical && rendered ? { styleSource: styleCspSource(critical) } : {}),
  };
}
