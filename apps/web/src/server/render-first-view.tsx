import { renderToStringAsync } from 'preact-render-to-string';
import { StorageKey } from '@lotto/contract';
import type { FirstViewAnswers } from '@lotto/contract';
import type { QueryClient } from '@tanstack/react-query';
import { App } from '@/app/app';
import { MemberOutline } from '@/app/member-outline';
import { siteStatusQueryOptions } from '@/features/system-status/api/get-site-status';
import { settingsQueryOptions } from '@/lib/settings';
import {
  hasStartPageOutline,
  isStartPageOpen,
  openStartPage,
  renderOutlinesOnly,
  resetOpenedPages,
} from '@/app/router';
import { pageRouteOf } from '@/app/route-table';
import { carryFirstViewAnswers, resetFirstViewAnswers } from '@/lib/first-view-answers';
import { featureMessagesReady } from '@/lib/feature-messages';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { systemKeys } from '@/lib/system-query-keys';
import { frameStyle, themeStyle } from '@/lib/theme';
import { setServerLocation } from './server-globals';
import type { ConsolidatedSettings } from '@lotto/contract';
import type { PageName } from '@/config/pages';

/**
 * The pages whose first view the server sends as HTML (apps/server/src/web/first-view-html.ts):
 * open to visitors and answered inside the index, so the first paint is the page itself.
 */
const SERVER_RENDERED: ReadonlySet<PageName> = new Set([
  'home',
  'game-list',
  'lottery',
  'service',
  'app-download',
  'notice',
  'promotions',
  'user-agreement',
  'game-center',
]);

/**
 * The pages of a form whose outline the server sends instead (PageModule.Outline): their largest
 * element (the login page's logo, the register page's banner) paints with the first byte, and
 * there is nothing to type in or tap. A served form would be seen before the app could take it: a
 * player who switched its tab, typed and tapped meanwhile would have all that replayed on a page
 * that has moved on, or lost. The app renders the form in the outline's place. Not forget: its
 * largest element is the form's own proof-of-work box.
 */
const SERVED_AS_OUTLINE: ReadonlySet<PageName> = new Set(['login', 'register']);

/** How long a page may take to open from its carried answers before the server gives up on it. */
const PAGE_OPEN_WAIT_MS = 1_000;

export interface FirstViewHtml {
  /** What goes inside #root. */
  html: string;
  /** The frame's sizes and the merchant's colours, for <html style>: set before the first paint. */
  rootStyle: string;
  /** Whether `html` is the page's outline (OUTLINE_ATTRIBUTE), which the app renders over. */
  outline: boolean;
}

/** A visit's first page: the carried answers, the language's messages, a query client of its own. */
const startVisit = async (href: string, carried: FirstViewAnswers) => {
  setServerLocation(href);
  resetOpenedPages();
  resetFirstViewAnswers();
  carryFirstViewAnswers(carried);
  if (i18n.language !== carried.language) await i18n.changeLanguage(carried.language);
  await featureMessagesReady();
  return createQueryClient();
};

/** Whether `work` is done within PAGE_OPEN_WAIT_MS: past it, it waits for a call not carried. */
const inTime = (work: Promise<unknown>): Promise<boolean> =>
  Promise.race([
    work.then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), PAGE_OPEN_WAIT_MS)),
  ]);

const firstViewHtml = (html: string, client: QueryClient, outline: boolean): FirstViewHtml => {
  const settings = client.getQueryData<ConsolidatedSettings>(systemKeys.settings());
  client.clear();
  return {
    html,
    outline,
    rootStyle: [frameStyle(), settings ? themeStyle(settings.merchant.colours) : '']
      .filter(Boolean)
      .join(';'),
  };
};

/**
 * A visitor's first view of `href` in the answers' language, rendered from exactly the answers the
 * index carries: the app, hydrating it, takes the same answers and renders the same tree. Null for
 * a page that is not rendered on the server.
 */
export async function renderFirstView(
  href: string,
  carried: FirstViewAnswers,
): Promise<FirstViewHtml | null> {
  const route = pageRouteOf(new URL(href, 'http://page.invalid').pathname);
  const outline = SERVED_AS_OUTLINE.has(route.page);
  if (!outline && !SERVER_RENDERED.has(route.page)) return null;
  // Each render is a visit's first page: its answers are the carried ones, awaited before it renders.
  const client = await startVisit(href, carried);
  // The carried answers take a moment; a page still opening past it waits for a call the index
  // did not answer (a filtered list), and is left to the app.
  const opened = await inTime(openStartPage(client));
  if (!opened || !isStartPageOpen() || (outline && !hasStartPageOutline())) {
    client.clear();
    return null;
  }
  renderOutlinesOnly(outline);
  try {
    return firstViewHtml(await renderToStringAsync(<App queryClient={client} />), client, outline);
  } finally {
    renderOutlinesOnly(false);
  }
}

/**
 * The session a member outline is drawn with: the frame reads only that there is one. No call is
 * made with it (the server's render runs no effect) and it leaves storage with the render.
 */
const OUTLINE_SESSION = JSON.stringify({
  token: 'member-outline',
  merchantCode: '',
  userName: '',
  type: null,
  firstTimeLogin: null,
});

/**
 * A member's first view of a page that needs a session (app/member-outline.tsx): the frame as
 * every member sees it before their own answers, from the carried settings and status only. Null
 * for a page open to visitors (the app renders a member's view of it), or without them in time.
 */
export async function renderMemberOutline(
  href: string,
  carried: FirstViewAnswers,
): Promise<FirstViewHtml | null> {
  const route = pageRouteOf(new URL(href, 'http://page.invalid').pathname);
  if (route.session !== 'required') return null;
  const client = await startVisit(href, carried);
  const ready = await inTime(
    Promise.all([
      client.ensureQueryData(settingsQueryOptions()),
      client.ensureQueryData(siteStatusQueryOptions()),
    ]),
  );
  if (!ready) {
    client.clear();
    return null;
  }
  sessionStorage.setItem(StorageKey.session, OUTLINE_SESSION);
  try {
    return firstViewHtml(
      await renderToStringAsync(<MemberOutline queryClient={client} />),
      client,
      true,
    );
  } finally {
    sessionStorage.removeItem(StorageKey.session);
  }
}
