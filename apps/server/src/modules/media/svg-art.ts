import { demoGame, parseDemoGameCode } from '../../db/seed/demo-games';
import { hashString } from '../../db/seed/prng';
import { demoBannerTitles, demoTag } from '../../db/seed/demo-banner-titles';
import type { Language } from '@lotto/contract';

/** Text and attribute values placed in SVG markup; names come from the URL, so never trusted. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Thai', sans-serif";
const NAVY = '#0f1f3d';
const GOLD = '#e9b949';
const GOLD_LIGHT = '#f8e08e';

interface Palette {
  from: string;
  to: string;
  accent: string;
}

/** Two hues 40-100 degrees apart, from the name's hash: every name its own, stable colours. */
function paletteOf(name: string): Palette {
  const h = hashString(name);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 60)) % 360;
  return {
    from: `hsl(${hue} 70% 46%)`,
    to: `hsl(${hue2} 75% 28%)`,
    accent: `hsl(${(hue + 180) % 360} 85% 70%)`,
  };
}

const svg = (width: number, height: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const gradient = (id: string, p: Palette, vertical = false): string =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1">` +
  `<stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>`;

/** Keeps bubbles and ribbons inside the rounded corners. */
const rounded = (id: string, width: number, height: number, r: number, body: string): string =>
  `<defs><clipPath id="${id}"><rect width="${width}" height="${height}" rx="${r}"/></clipPath></defs>` +
  `<g clip-path="url(#${id})">${body}</g>`;

/** Soft circles placed by the hash, so tiles of one colour still differ. */
function bubbles(name: string, width: number, height: number, count: number): string {
  let h = hashString(`${name}#bubbles`);
  let out = '';
  for (let i = 0; i < count; i++) {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    const cx = h % width;
    const cy = (h >>> 8) % height;
    const r = (Math.min(width, height) / 8) * (1 + ((h >>> 20) % 3));
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${0.06 + (i % 3) * 0.03}"/>`;
  }
  return out;
}

function initialsOf(words: string): string {
  const parts = words.split(/[\s_-]+/).filter((w) => /^[A-Za-z]/.test(w));
  const letters =
    parts.length >= 2 ? `${parts[0]?.[0]}${parts[1]?.[0]}` : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** "sports-weekend" → "Sports Weekend". */
export function titleOf(name: string): string {
  return name
    .split(/[_-]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/**
 * The mark in a game's art: the initials of its name, or a cockfighting arena's number (their names
 * differ by that number alone, so initials would give every arena the same mark).
 */
function gameMarkOf(code: string): string {
  const parsed = parseDemoGameCode(code);
  if (parsed?.category === 'COCKFIGHT') return String(parsed.index + 1);
  const title = parsed
    ? (demoGame(parsed.vendorCode, parsed.category, parsed.index).name.en ?? code)
    : code.replace(/_/g, ' ');
  return initialsOf(title);
}

/** Square game art: gradient, the game's mark and its vendor on a ribbon. */
export function gameArt(code: string): string {
  const parsed = parseDemoGameCode(code);
  const ribbon = parsed ? parsed.vendorCode : (code.split('_')[0] ?? code);
  const p = paletteOf(code);
  const size = 256;
  return svg(
    size,
    size,
    gradient('g', p) +
      rounded(
        'gc',
        size,
        size,
        40,
        `<rect width="${size}" height="${size}" fill="url(#g)"/>` +
          bubbles(code, size, size, 5) +
          `<rect y="200" width="${size}" height="56" fill="#000" fill-opacity=".28"/>`,
      ) +
      `<circle cx="128" cy="112" r="72" fill="none" stroke="${p.accent}" stroke-opacity=".55" stroke-width="6"/>` +
      `<text x="128" y="136" text-anchor="middle" font-family="${FONT}" font-size="68" font-weight="800" fill="#fff" stroke="#000" stroke-opacity=".15" stroke-width="2">${escapeXml(gameMarkOf(code))}</text>` +
      `<text x="128" y="236" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="#fff" letter-spacing="2">${escapeXml(ribbon)}</text>`,
  );
}

const categoryLabel: Readonly<Record<string, string>> = {
  RNG: 'SLOTS',
  LIVE: 'LIVE CASINO',
  FISH: 'FISHING',
  PVP: 'CARDS',
  SPORTS: 'SPORTS',
  ESPORTS: 'E-SPORTS',
  ELOTT: 'E-LOTTERY',
  LOTT: 'LOTTERY',
  COCKFIGHT: 'COCKFIGHT',
};

/** Vendor tile, named "<category>-<vendor>" as §3 builds vendor icon URLs. */
export function vendorArt(name: string): string {
  const dash = name.indexOf('-');
  const category = dash > 0 ? name.slice(0, dash) : '';
  const vendor = dash > 0 ? name.slice(dash + 1) : name;
  const label = categoryLabel[category.toUpperCase()] ?? category.toUpperCase();
  const p = paletteOf(vendor);
  // Tiles show the art cropped to a square, so the words must fit the middle 140 units.
  const fontSize = Math.min(52, Math.floor(140 / (Math.max(vendor.length, 1) * 0.62)));
  return svg(
    300,
    150,
    gradient('v', p) +
      rounded(
        'vc',
        300,
        150,
        24,
        `<rect width="300" height="150" fill="url(#v)"/>` + bubbles(name, 300, 150, 4),
      ) +
      `<text x="150" y="${label ? 84 : 92}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="800" fill="#fff">${escapeXml(vendor.replace(/_/g, ' '))}</text>` +
      (label
        ? `<text x="150" y="122" text-anchor="middle" font-family="${FONT}" font-size="${Math.min(16, Math.floor(140 / (label.length * 0.62)))}" font-weight="600" fill="#fff" fill-opacity=".8" letter-spacing="1">${escapeXml(label)}</text>`
        : ''),
  );
}

/** The banner's words: 800 of its 960 units wide at most, a wide (CJK) character about 1 em. */
const BANNER_TEXT_WIDTH = 800;
const bannerFontSize = (title: string) => {
  const ems = [...title].reduce(
    (sum, c) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? 1 : 0.56),
    0,
  );
  return Math.min(68, Math.floor(BANNER_TEXT_WIDTH / Math.max(ems, 1)));
};

/**
 * Banner at 16:7 with its words: a demo banner's title in `language` (with the demo tag in it),
 * else the title written from its name.
 */
export function bannerArt(name: string, language?: Language): string {
  const p = paletteOf(name);
  const words = language ? demoBannerTitles[name]?.[language] : undefined;
  const title = words ?? titleOf(name);
  const tag = language ? demoTag[language] : demoTag.en;
  const fontSize = bannerFontSize(title);
  return svg(
    960,
    420,
    gradient('b', p) +
      `<rect width="960" height="420" fill="url(#b)"/>` +
      bubbles(name, 960, 420, 7) +
      `<path d="M0 330 Q240 280 480 330 T960 330 V420 H0 Z" fill="#000" fill-opacity=".18"/>` +
      `<rect x="64" y="120" width="12" height="150" rx="6" fill="${GOLD}"/>` +
      `<text x="100" y="190" font-family="${FONT}" font-size="${fontSize}" font-weight="800" fill="#fff">${escapeXml(title)}</text>` +
      `<text x="102" y="250" font-family="${FONT}" font-size="28" font-weight="600" fill="${GOLD_LIGHT}" letter-spacing="4">${escapeXml(tag)}</text>`,
  );
}

/** Team crest: a shield in the team's colours with its initials. */
export function teamArt(name: string): string {
  const p = paletteOf(name);
  return svg(
    128,
    128,
    gradient('t', p, true) +
      `<path d="M64 6 L114 22 V62 C114 92 92 112 64 122 C36 112 14 92 14 62 V22 Z" fill="url(#t)" stroke="#fff" stroke-width="5"/>` +
      `<path d="M64 6 L114 22 V40 H14 V22 Z" fill="#fff" fill-opacity=".18"/>` +
      `<text x="64" y="84" text-anchor="middle" font-family="${FONT}" font-size="38" font-weight="800" fill="#fff">${escapeXml(initialsOf(name))}</text>`,
  );
}

/**
 * Promotion card at 2:1: a gold corner with a gift, a coin stack and an arrow button, no words.
 * The card beside it shows the promotion's title in the player's language; words drawn here would
 * be one language for every player.
 */
export function promotionArt(name: string): string {
  const p = paletteOf(name);
  const coin = (cx: number, cy: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="46" ry="16" fill="${GOLD}" stroke="${NAVY}" stroke-opacity=".35" stroke-width="3"/>`;
  return svg(
    720,
    360,
    gradient('p', p) +
      rounded(
        'pc',
        720,
        360,
        28,
        `<rect width="720" height="360" fill="url(#p)"/>` +
          bubbles(name, 720, 360, 6) +
          `<path d="M520 0 H720 V200 Z" fill="${GOLD}" fill-opacity=".9"/>`,
      ) +
      // A gift in the corner: box, lid and ribbon.
      `<g fill="${NAVY}">` +
      `<rect x="632" y="50" width="56" height="42" rx="4"/>` +
      `<rect x="626" y="38" width="68" height="14" rx="3"/>` +
      `<rect x="656" y="38" width="8" height="54" fill="${GOLD_LIGHT}"/></g>` +
      [230, 206, 182, 158].map((y) => coin(130, y)).join('') +
      `<rect x="48" y="266" width="180" height="52" rx="26" fill="${GOLD}"/>` +
      `<path d="M124 280 L148 292 L124 304" fill="none" stroke="${NAVY}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/** A crown on a coin: the demo brand's emblem, gold on navy. */
const emblem = (cx: number, cy: number, r: number): string => {
  const s = r / 40;
  const x = (v: number) => (cx + v * s).toFixed(1);
  const y = (v: number) => (cy + v * s).toFixed(1);
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${GOLD}" stroke-width="${(4 * s).toFixed(1)}"/>` +
    `<path d="M${x(-22)} ${y(14)} L${x(-26)} ${y(-14)} L${x(-11)} ${y(-2)} L${x(0)} ${y(-20)} L${x(11)} ${y(-2)} L${x(26)} ${y(-14)} L${x(22)} ${y(14)} Z" fill="${GOLD}"/>` +
    `<rect x="${x(-22)}" y="${y(18)}" width="${(44 * s).toFixed(1)}" height="${(6 * s).toFixed(1)}" rx="${(2 * s).toFixed(1)}" fill="${GOLD_LIGHT}"/>`
  );
};

export const BRAND_NAME = 'LUCKY DEMO';

export function brandLogo(): string {
  return svg(
    420,
    96,
    `<rect width="420" height="96" rx="18" fill="${NAVY}"/>` +
      emblem(52, 48, 32) +
      `<text x="100" y="60" font-family="${FONT}" font-size="34" font-weight="800" fill="${GOLD}" letter-spacing="2">${escapeXml(BRAND_NAME)}</text>`,
  );
}

export function brandIcon(): string {
  return svg(
    192,
    192,
    `<rect width="192" height="192" rx="40" fill="${NAVY}"/>` + emblem(96, 96, 64),
  );
}
