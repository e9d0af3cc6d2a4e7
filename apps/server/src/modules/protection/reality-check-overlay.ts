import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Language, RealityCheckValue } from '@lotto/contract';
import { serverFile } from '../../server-files';
import { realityCheckWords } from './reality-check-overlay-texts';
import { escapeHtml } from '../../lib/html-page';

/** The script a page outside the app (a running game) loads to show the reality check itself. */
export const REALITY_OVERLAY_SCRIPT = '/protection/assets/reality-check-overlay.js';

export interface RealityOverlayOptions {
  language: Language;
  currency: string;
  /** Answers the RealityCheck value for the page's own session (GET). */
  checkUrl: string;
  /** Ends the platform session behind the page (POST). */
  logOutUrl: string;
  /**
   * The page's session, sent as this header with both calls; without one, the page's own cookie
   * (scoped to the paths of both calls) stands for it.
   */
  sessionHeader?: { name: string; value: string };
}

/**
 * What protection and accounts do for a page outside the app that runs a game (a vendor's game
 * page, the lotto-h5 page), handed in by the app: the check of the member session behind the
 * page's own, and the log out that ends it.
 */
export interface GamePageRealityChecks {
  check(
    member: { id: number; merchantCode: string; username: string; sessionId: number },
    timeZone: string,
  ): Promise<RealityCheckValue>;
  endSession(memberId: number, sessionId: number): Promise<unknown>;
}

/**
 * Issue 34: the reality check over a running game. A game page the platform serves (it leaves
 * the app) carries this: the script asks the server (its clock, not the browser's) when the
 * next check falls due and shows the check in the player's language, with keep playing, see my
 * history and log out. The texts ride in data attributes (the CSP allows no inline script).
 */
export function realityOverlayMarkup(o: RealityOverlayOptions): string {
  const words = realityCheckWords[o.language];
  const data = {
    url: o.checkUrl,
    'log-out-url': o.logOutUrl,
    ...(o.sessionHeader
      ? { 'header-name': o.sessionHeader.name, 'header-value': o.sessionHeader.value }
      : {}),
    currency: o.currency,
    lang: o.language,
    history: '/m/gameRecord',
    login: '/m/login',
    't-title': words.title,
    't-played': words.played,
    't-net': words.net,
    't-keep': words.keepPlaying,
    't-history': words.history,
    't-log-out': words.logOut,
  };
  const attributes = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${escapeHtml(v)}"`)
    .join('');
  return `<div id="reality-overlay" hidden${attributes}></div>
<script src="${REALITY_OVERLAY_SCRIPT}" defer></script>`;
}

const overlayScript = readFileSync(
  serverFile('src/modules/protection/assets/reality-check-overlay.js'),
  'utf8',
);

export async function realityOverlayAssetRoute(app: FastifyInstance) {
  app.get(REALITY_OVERLAY_SCRIPT, { schema: { hide: true } }, (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(overlayScript),
  );
}
