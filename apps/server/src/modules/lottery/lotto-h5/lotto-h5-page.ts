import type { Language, LotteryResultsValue, MerchantConfig, ThemeColours } from '@lotto/contract';
import type { LotteryGameRow } from '../../../db/schema';
import { zoneOffsetMs } from '../../../lib/time-zone';
import type { OpenDraw } from '../lottery-schedule';
import { lottoH5Texts, type LottoH5Texts } from './lotto-h5-texts';
import { escapeHtml, pageHead } from '../../../lib/html-page';

export const LOTTO_H5_BASE = '/m/lotto-h5';
export const LOTTO_H5_SCRIPT = `${LOTTO_H5_BASE}/assets/lotto-h5.js`;
export const LOTTO_H5_STYLE = `${LOTTO_H5_BASE}/assets/lotto-h5.css`;
export const LOTTO_H5_THEME = `${LOTTO_H5_BASE}/theme.css`;

/**
 * The query the embedding page passes on (§2.10); all but `launch` are carried to lobby links.
 * `launch` is the single-use code traded for the page's own session: a session token
 * is never taken from, or put into, the page's address.
 */
export interface LottoH5Query {
  launch?: string;
  merchant?: string;
  stylesheet?: string;
  prize_mode?: string;
  language?: string;
}

/**
 * A merchant stylesheet must come from this site: the CSP would block another origin anyway, and
 * a path cannot smuggle markup into the attribute once escaped.
 */
export const safeStylesheet = (value: string | undefined): string | null =>
  value && /^\/(?![/\\])[A-Za-z0-9_\-./?=&%]{0,300}$/.test(value) ? value : null;

const two = (n: number) => String(n).padStart(2, '0');

/** §9 date format DD/MM/YYYY HH:mm in the merchant's zone (one cached formatter per zone). */
export function formatDateTime(epochMs: number, timeZone: string): string {
  const wall = new Date(epochMs + zoneOffsetMs(epochMs, timeZone));
  return `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()} ${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
}

/** hh:mm:ss of the seconds left before betting closes (§2.9). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

const periodText = (game: LotteryGameRow, t: LottoH5Texts): string => {
  switch (game.periodKind) {
    case '1m':
      return t.everyMinutes(1);
    case '3m':
      return t.everyMinutes(3);
    case '5m':
      return t.everyMinutes(5);
    case 'hourly':
      return t.hourly;
    case 'daily':
      return t.dailyAt(game.dailyTime ?? '');
  }
};

const head = (title: string, language: Language, stylesheet: string | null) =>
  pageHead(
    language,
    title,
    `<link rel="stylesheet" href="${LOTTO_H5_STYLE}">
${stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : ''}
<script src="${LOTTO_H5_SCRIPT}" defer></script>`,
  );

export const resultItems = (results: LotteryResultsValue, timeZone: string): string =>
  results.list
    .map(
      (r) => `<li class="lh5-result" data-numero="${escapeHtml(r.numero)}">
<span class="lh5-result__numero">${escapeHtml(r.numero)}</span>
<span class="lh5-balls">${r.numbers.map((n) => `<span class="lh5-ball">${escapeHtml(n)}</span>`).join('')}</span>
<time class="lh5-result__time">${formatDateTime(r.drawTime, timeZone)}</time>
</li>`,
    )
    .join('\n');

export interface GamePageInput {
  game: LotteryGameRow;
  name: string;
  merchant: MerchantConfig;
  language: Language;
  draw: OpenDraw;
  results: LotteryResultsValue;
  stylesheet: string | null;
  now: number;
  /** The bet slip and the member's orders (lotto-h5-slip.ts). */
  slip: string;
  /** The reality check over the running game for a member's page (issue 34), or nothing. */
  realityOverlay: string;
}

/**
 * The lottery page: the game, its open draw with the countdown to the lock, and the last 10
 * results. Rendered complete, so it shows right without script; lotto-h5.js keeps it live.
 */
export function renderGamePage(input: GamePageInput): string {
  const { game, merchant, draw, results } = input;
  const t = lottoH5Texts[input.language];
  const untilLock = (draw.drawTime - input.now) / 1000 - draw.lockTime;
  const countdown =
    draw.isSale && untilLock > 0 ? formatCountdown(Math.ceil(untilLock)) : '--:--:--';
  return `${head(input.name, input.language, input.stylesheet)}
<body class="lh5-body" data-game-code="${escapeHtml(game.gameCode)}" data-prize-mode="${escapeHtml(game.prizeMode)}" data-merchant="${escapeHtml(merchant.code)}" data-time-zone="${escapeHtml(merchant.timeZone)}" data-language="${input.language}">
<main class="lh5">
<header class="lh5-head">
<img class="lh5-icon" src="${escapeHtml(game.iconUrl)}" alt="" width="56" height="56">
<div><h1 class="lh5-title" data-testid="lh5-title">${escapeHtml(input.name)}</h1>
<p class="lh5-muted">${escapeHtml(periodText(game, t))}</p></div>
</header>
<section class="lh5-card" aria-labelledby="lh5-draw-heading">
<h2 id="lh5-draw-heading" class="lh5-label">${escapeHtml(t.currentDraw)}</h2>
<p class="lh5-numero" data-testid="lh5-numero">${escapeHtml(draw.numero)}</p>
<div class="lh5-row"><span class="lh5-muted">${escapeHtml(t.closesIn)}</span>
<span class="lh5-countdown" data-testid="lh5-countdown" data-draw-time="${draw.drawTime}" data-lock-time="${draw.lockTime}" data-sale="${draw.isSale}" role="timer">${countdown}</span></div>
<div class="lh5-row"><span class="lh5-muted">${escapeHtml(t.drawAt)}</span>
<time class="lh5-draw-time" data-testid="lh5-draw-time">${formatDateTime(draw.drawTime, merchant.timeZone)}</time></div>
</section>
${input.slip}
<section class="lh5-card" aria-labelledby="lh5-results-heading">
<h2 id="lh5-results-heading" class="lh5-label">${escapeHtml(t.lastResults)}</h2>
<ol class="lh5-results" data-testid="lh5-results">
${resultItems(results, merchant.timeZone)}
</ol>
<p class="lh5-empty lh5-muted"${results.list.length > 0 ? ' hidden' : ''}>${escapeHtml(t.noResults)}</p>
</section>
<p class="lh5-note">${escapeHtml(t.bettingNote)}</p>
</main>
${input.realityOverlay}
</body>
</html>`;
}

export interface LobbyPageInput {
  merchant: MerchantConfig;
  language: Language;
  playType: string;
  games: { game: LotteryGameRow; name: string }[];
  query: LottoH5Query;
  stylesheet: string | null;
}

/** The lottery lobby (lottoView=lobby, and the Vietnam lottery vendor's tiles): a list of games. */
export function renderLobbyPage(input: LobbyPageInput): string {
  const t = lottoH5Texts[input.language];
  const carried = new URLSearchParams();
  for (const [k, v] of Object.entries(input.query)) if (typeof v === 'string') carried.set(k, v);
  const search = carried.toString();
  const items = input.games
    .map(({ game, name }) => {
      const href = `${LOTTO_H5_BASE}/${encodeURIComponent(input.merchant.code)}/${input.playType}/games/${game.gameId}${search ? `?${search}` : ''}`;
      return `<li><a class="lh5-lobby-item" href="${escapeHtml(href)}">
<img class="lh5-icon lh5-icon--small" src="${escapeHtml(game.iconUrl)}" alt="" width="40" height="40">
<span><span class="lh5-lobby-name">${escapeHtml(name)}</span>
<span class="lh5-muted">${escapeHtml(periodText(game, t))}</span></span></a></li>`;
    })
    .join('\n');
  return `${head(t.lobbyTitle, input.language, input.stylesheet)}
<body class="lh5-body">
<main class="lh5">
<h1 class="lh5-title">${escapeHtml(t.lobbyTitle)}</h1>
<p class="lh5-muted">${escapeHtml(t.lobbyHint)}</p>
<ul class="lh5-lobby" data-testid="lh5-lobby">
${items}
</ul>
<p class="lh5-note">${escapeHtml(t.bettingNote)}</p>
</main>
</body>
</html>`;
}

export function renderNotFoundPage(language: Language, stylesheet: string | null): string {
  const t = lottoH5Texts[language];
  return `${head(t.notFound, language, stylesheet)}
<body class="lh5-body"><main class="lh5"><h1 class="lh5-title">${escapeHtml(t.notFound)}</h1></main></body>
</html>`;
}

/** The merchant's colours as the custom properties the pages use (UI.md theme). */
export function themeStylesheet(colours: ThemeColours): string {
  const lines = Object.entries(colours).map(([k, v]) => `  --color-${k}: ${v};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

export interface VerifyPageInput {
  name: string;
  language: Language;
  timeZone: string;
  stylesheet: string | null;
  backHref: string;
  rule: string;
  draws: {
    numero: string;
    drawTime: number;
    commitment: string;
    seed: string | null;
    result: string[] | null;
  }[];
}

/** Each draw's commitment, and its seed and result once drawn; the rule to check them. */
export function renderVerifyPage(input: VerifyPageInput): string {
  const t = lottoH5Texts[input.language];
  const rows = input.draws
    .map(
      (d) => `<li class="lh5-card lh5-verify" data-numero="${escapeHtml(d.numero)}">
<div class="lh5-row"><span class="lh5-result__numero">${escapeHtml(d.numero)}</span>
<time class="lh5-muted">${formatDateTime(d.drawTime, input.timeZone)}</time></div>
<p class="lh5-small"><span class="lh5-muted">${escapeHtml(t.commitment)}</span><br><code class="lh5-code">${escapeHtml(d.commitment)}</code></p>
<p class="lh5-small"><span class="lh5-muted">${escapeHtml(t.seed)}</span><br>${d.seed ? `<code class="lh5-code" data-testid="lh5-seed">${escapeHtml(d.seed)}</code>` : `<span>${escapeHtml(t.seedHidden)}</span>`}</p>
${d.result ? `<p class="lh5-small"><span class="lh5-muted">${escapeHtml(t.result)}</span><br>${escapeHtml(d.result.join(' '))}</p>` : ''}
</li>`,
    )
    .join('\n');
  return `${head(`${t.verifyTitle} · ${input.name}`, input.language, input.stylesheet)}
<body class="lh5-body">
<main class="lh5">
<a class="lh5-link" href="${escapeHtml(input.backHref)}">${escapeHtml(t.back)}</a>
<h1 class="lh5-title">${escapeHtml(t.verifyTitle)} · ${escapeHtml(input.name)}</h1>
<p class="lh5-note">${escapeHtml(t.verifyIntro)}<br><code class="lh5-code">${escapeHtml(input.rule)}</code></p>
<ol class="lh5-verify-list" data-testid="lh5-verify">
${rows}
</ol>
</main>
</body>
</html>`;
}
