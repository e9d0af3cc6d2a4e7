import { htmlLangOf, type Language } from '@lotto/contract';
import { demoPageTexts } from './demo-page-texts';
import type { DemoPage } from './demo-vendor';
import { APP_FONTS_CSS_PATH } from '../../../web/app-font-faces';
import { realityOverlayMarkup } from '../../protection/reality-check-overlay';
import { escapeHtml, pageHead } from '../../../lib/html-page';

/** Where the game page asks for the reality check of its session, and logs the member out. */
export const DEMO_REALITY_CHECK_PATH = '/vendor/demo/realityCheck';
export const DEMO_LOG_OUT_PATH = '/vendor/demo/logOut';

/**
 * A decimal amount ("1710.06") with the language's thousands and decimal separators ("1,710.06"),
 * digits kept as they are (no float). demo-game.js writes the amounts of a spin the same way.
 */
export function formatDemoAmount(amount: string, language: Language): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) return amount;
  const [, sign = '', whole = '0', frac] = m;
  const format = new Intl.NumberFormat(htmlLangOf(language), { useGrouping: true });
  const decimal = format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const wholeText = format.format(BigInt(whole));
  return `${sign}${wholeText}${frac === undefined ? '' : decimal + frac}`;
}

export const DEMO_ASSETS_PATH = '/vendor/demo/assets';
const HOME = '/m/home';

function layout(title: string, body: string, language: Language): string {
  const links = `<link rel="stylesheet" href="${APP_FONTS_CSS_PATH}">
<link rel="stylesheet" href="${DEMO_ASSETS_PATH}/demo-game.css">`;
  return `${pageHead(htmlLangOf(language), title, links)}
<body>
${body}
</body>
</html>`;
}

/**
 * The slot page, in the player's language: everything dynamic (its texts for the script too) is in
 * data attributes, read by the script file (CSP).
 */
export function renderGamePage(page: DemoPage, language: Language): string {
  const t = demoPageTexts[language];
  const scriptTexts = (['spinning', 'spinFailed', 'win', 'noWin', 'networkError'] as const)
    .map((key) => ` data-t-${key.toLowerCase()}="${escapeHtml(t[key])}"`)
    .join('');
  const bets = page.betOptions
    .map(
      (b, i) =>
        `<button type="button" class="bet${i === 0 ? ' bet--on' : ''}" data-bet="${escapeHtml(b)}" aria-pressed="${i === 0}">${escapeHtml(b)}</button>`,
    )
    .join('');
  return layout(
    page.gameName,
    `<main class="game" id="game" data-session="${escapeHtml(page.sessionToken)}"${scriptTexts}>
<header class="top">
<a class="back" href="${HOME}" aria-label="${escapeHtml(t.backHome)}">&#8592; ${escapeHtml(t.home)}</a>
<h1 class="name">${escapeHtml(page.gameName)}</h1>
</header>
<p class="balance">${escapeHtml(t.balance)} <strong id="balance">${escapeHtml(formatDemoAmount(page.balance, language))}</strong> ${escapeHtml(page.currency)}${page.play ? ` <span class="play">${escapeHtml(t.playMoney)}</span>` : ''}</p>
<div class="reels" aria-live="polite"><span class="reel" id="reel-0">7</span><span class="reel" id="reel-1">7</span><span class="reel" id="reel-2">7</span></div>
<p class="result" id="result" role="status">${escapeHtml(t.choose)}</p>
<div class="bets" role="group" aria-label="${escapeHtml(t.bet)}">${bets}</div>
<button type="button" class="spin" id="spin">${escapeHtml(t.spin)}</button>
<p class="note">${escapeHtml(t.note)}</p>
</main>
<script src="${DEMO_ASSETS_PATH}/demo-game.js" defer></script>
${
  // Free play (a trial account) has no login session to count.
  page.play
    ? ''
    : realityOverlayMarkup({
        language,
        currency: page.currency,
        checkUrl: DEMO_REALITY_CHECK_PATH,
        logOutUrl: DEMO_LOG_OUT_PATH,
        sessionHeader: { name: 'x-demo-session', value: page.sessionToken },
      })
}`,
    language,
  );
}

export function renderExpiredPage(language: Language): string {
  const t = demoPageTexts[language];
  return layout(
    t.expiredTitle,
    `<main class="game">
<h1 class="name">${escapeHtml(t.expiredTitle)}</h1>
<p>${escapeHtml(t.expiredHint)}</p>
<a class="back back--button" href="${HOME}">${escapeHtml(t.backHome)}</a>
</main>`,
    language,
  );
}
