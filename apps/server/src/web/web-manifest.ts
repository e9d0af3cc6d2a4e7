import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { APP_BASE_PATH, htmlLangOf } from '@lotto/contract';
import type { MerchantConfig } from '@lotto/contract';
import type { MerchantService } from '../modules/merchant/merchant.service';

export const MANIFEST_PATH = `${APP_BASE_PATH}manifest.webmanifest`;
export const ICONS_PATH = `${APP_BASE_PATH}icons`;
/** The page a launched app opens (§2.1: home). */
export const START_PATH = `${APP_BASE_PATH}home`;

/**
 * The icons an installed app needs: Chromium asks for 192 and 512 (`any`), Android's launcher a
 * `maskable` one whose emblem stays inside the central circle, iOS a 180 touch icon (it ignores the
 * manifest's icons and draws no background of its own, so the emblem sits on the brand colour).
 */
export const APP_ICONS = {
  'icon-192.png': { size: 192, emblem: 0.8, purpose: 'any' },
  'icon-512.png': { size: 512, emblem: 0.8, purpose: 'any' },
  // The maskable safe zone is a circle of 40% radius: a square inside it is at most 0.8/√2 wide.
  'maskable-512.png': { size: 512, emblem: 0.56, purpose: 'maskable' },
  'apple-touch-icon.png': { size: 180, emblem: 0.8, purpose: 'any' },
} as const;
export type AppIconName = keyof typeof APP_ICONS;
const isIconName = (name: string): name is AppIconName => Object.hasOwn(APP_ICONS, name);

/** A launcher shows about 12 characters under an icon. */
export const SHORT_NAME_MAX = 12;
/** How long the merchant's icon may take to arrive before the icons fall back to its initial. */
export const ICON_FETCH_TIMEOUT_MS = 3000;
/** Icons kept in memory per merchant branding: four each, a few brandings at most. */
const ICON_CACHE_MAX = 32;

/** Changes when the branding does, so the icons' addresses change with it. */
export const brandingVersion = (merchant: MerchantConfig): string =>
  createHash('sha256')
    .update(JSON.stringify([merchant.name, merchant.branding]))
    .digest('hex')
    .slice(0, 12);

export function shortNameOf(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  const firstWords = name.split(/\s+/).reduce<string>((acc, word) => {
    const next = acc ? `${acc} ${word}` : word;
    return next.length <= SHORT_NAME_MAX ? next : acc;
  }, '');
  return firstWords || name.slice(0, SHORT_NAME_MAX);
}

/** The web app manifest of one merchant, from its configuration (the console edits it). */
export function manifestOf(merchant: MerchantConfig) {
  const version = brandingVersion(merchant);
  const { colours } = merchant.branding;
  return {
    id: START_PATH,
    name: merchant.name,
    short_name: shortNameOf(merchant.name),
    lang: htmlLangOf(merchant.languages.default),
    dir: 'ltr',
    start_url: START_PATH,
    scope: APP_BASE_PATH,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: colours.background,
    background_color: colours.background,
    icons: Object.entries(APP_ICONS)
      .filter(([name]) => name !== 'apple-touch-icon.png')
      .map(([name, icon]) => ({
        src: `${ICONS_PATH}/${name}?v=${version}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
  };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The emblem when the merchant's icon cannot be read: its initial in its colours. */
export const initialEmblem = (merchant: MerchantConfig): string => {
  const { primary, surface } = merchant.branding.colours;
  const initial = escapeXml([...merchant.name.trim()][0]?.toUpperCase() ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><circle cx="256" cy="256" r="250" fill="${surface}"/><text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="300" fill="${primary}">${initial}</text></svg>`;
};

/** Reads an image address: one of this server's own paths through the app, others over HTTP. */
type ReadImage = (url: string) => Promise<Buffer | null>;

export function createIconRenderer(readImage: ReadImage) {
  const cache = new Map<string, Promise<Buffer>>();
  const emblemOf = async (merchant: MerchantConfig): Promise<Buffer> => {
    const own = await readImage(merchant.branding.iconUrl).catch(() => null);
    if (own) {
      // An unreadable or empty image is the same as none.
      const ok = await sharp(own)
        .metadata()
        .then((m) => (m.width ?? 0) > 0)
        .catch(() => false);
      if (ok) return own;
    }
    return Buffer.from(initialEmblem(merchant));
  };
  const render = async (merchant: MerchantConfig, name: AppIconName): Promise<Buffer> => {
    const { size, emblem } = APP_ICONS[name];
    const inner = Math.round(size * emblem);
    const art = await sharp(await emblemOf(merchant), { density: 300 })
      .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    return sharp({
      create: {
        width: size,
        height: size,
        channels: 4,
        background: merchant.branding.colours.background,
      },
    })
      .composite([{ input: art, gravity: 'centre' }])
      .png()
      .toBuffer();
  };
  return (merchant: MerchantConfig, name: AppIconName): Promise<Buffer> => {
    const key = `${merchant.code}|${brandingVersion(merchant)}|${name}`;
    const hit = cache.get(key);
    if (hit) return hit;
    if (cache.size >= ICON_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    const made = render(merchant, name);
    made.catch(() => cache.delete(key));
    cache.set(key, made);
    return made;
  };
}

/**
 * The manifest and its icons, drawn from the merchant configuration in the database: a change in
 * the console shows in the next manifest (within the merchant cache's few seconds).
 */
export function registerWebManifest(
  app: FastifyInstance,
  merchants: MerchantService,
  fallback: MerchantConfig,
) {
  const readImage: ReadImage = async (url) => {
    if (url.startsWith('/')) {
      const res = await app.inject({ url });
      return res.statusCode === 200 ? res.rawPayload : null;
    }
    if (!/^https?:\/\//.test(url)) return null;
    const res = await fetch(url, { signal: AbortSignal.timeout(ICON_FETCH_TIMEOUT_MS) });
    return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
  };
  const iconOf = createIconRenderer(readImage);
  const merchant = async () => (await merchants.get()) ?? fallback;

  app.get(MANIFEST_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifestOf(await merchant()))),
  );
  app.get<{ Params: { file: string } }>(
    `${ICONS_PATH}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      if (!isIconName(file)) return reply.code(404).type('text/plain').send('Not found');
      const png = await iconOf(await merchant(), file);
      // The manifest names each icon with its branding's version; the bare name is revalidated.
      const versioned = typeof (request.query as { v?: unknown }).v === 'string';
      return reply
        .type('image/png')
        .header('cache-control', versioned ? 'public, max-age=86400' : 'no-cache')
        .send(png);
    },
  );
}

/** The tags the index carries so that every page links the manifest and iOS finds its icon. */
export const installHead = (merchant: MerchantConfig): string => {
  const version = brandingVersion(merchant);
  const title = escapeXml(shortNameOf(merchant.name));
  return [
    `<link rel="manifest" href="${MANIFEST_PATH}">`,
    `<link rel="apple-touch-icon" href="${ICONS_PATH}/apple-touch-icon.png?v=${version}">`,
    `<meta name="apple-mobile-web-app-title" content="${title}">`,
    `<meta name="application-name" content="${title}">`,
  ].join('');
};
