import type { FastifyInstance, FastifyReply } from 'fastify';
import { languages, type Language } from '@lotto/contract';
import { notFound } from '../../lib/http-error';
import { mediaSchema } from './media-responses';
import { MEDIA_BASE_PATH, MEDIA_NAME_PATTERN } from '../../lib/media-urls';
import type { MediaKind } from '../../lib/media-urls';
import { createRasterArt } from './raster-art';
import {
  bannerArt,
  brandIcon,
  brandLogo,
  gameArt,
  promotionArt,
  teamArt,
  vendorArt,
} from './svg-art';

const renderers: Readonly<Record<MediaKind, (name: string) => string>> = {
  games: gameArt,
  vendors: vendorArt,
  banners: bannerArt,
  teams: teamArt,
  promotions: promotionArt,
};

/**
 * An SVG opened directly is a document that could run script; this policy lets it draw and
 * nothing else, whatever text ends up inside it.
 */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

// The art is a pure function of the URL, so a cached copy never goes stale.
const FOREVER = 'public, max-age=31536000, immutable';

function sendSvg(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', FOREVER)
    .header('content-security-policy', SVG_CSP)
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

function sendWebp(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply
    .header('content-type', 'image/webp')
    .header('cache-control', FOREVER)
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

type Format = 'svg' | 'webp';

const isLanguage = (value: string): value is Language => (languages as string[]).includes(value);

/**
 * "PG_0001.webp" (what the seed stores) or "PG_0001" (§3 builds vendor icon URLs without an
 * extension) is the raster image; "PG_0001.svg" the drawing it is made from, which databases
 * seeded before the raster art still name.
 */
function fileOf(file: string): { name: string; format: Format } | null {
  const dot = file.lastIndexOf('.');
  const extension = dot < 0 ? 'webp' : file.slice(dot + 1);
  const format: Format | null = extension === 'webp' || extension === 'svg' ? extension : null;
  const name = dot < 0 ? file : file.slice(0, dot);
  return format && MEDIA_NAME_PATTERN.test(name) ? { name, format } : null;
}

/** Generated demo images: game art, vendor tiles, banners, team crests, promotions, the brand. */
export default async function mediaRoutes(app: FastifyInstance) {
  const webpOf = createRasterArt();
  /** The drawing as it is, or its WebP (encoded once, under `key`). */
  const sendArt = async (reply: FastifyReply, key: string, format: Format, draw: () => string) =>
    format === 'svg' ? sendSvg(reply, draw()) : sendWebp(reply, await webpOf(key, draw));
  for (const [kind, render] of Object.entries(renderers)) {
    app.get<{ Params: { file: string } }>(
      `${MEDIA_BASE_PATH}/${kind}/:file`,
      // The name is checked by hand (fileOf): an unknown one is a 404, not a 400.
      { schema: mediaSchema(`Generated ${kind} art by name`, true) },
      async (request, reply) => {
        const file = fileOf(request.params.file);
        if (!file) throw notFound();
        return sendArt(reply, `${kind}/${file.name}`, file.format, () => render(file.name));
      },
    );
  }
  // A banner with its words in a language (bannerUrlIn): SVG only, drawn in the phone's fonts.
  app.get<{ Params: { language: string; file: string } }>(
    `${MEDIA_BASE_PATH}/banners/:language/:file`,
    { schema: mediaSchema('Generated banner art in a language', true) },
    async (request, reply) => {
      const { language } = request.params;
      const file = fileOf(request.params.file);
      if (!file || file.format !== 'svg' || !isLanguage(language)) throw notFound();
      return sendSvg(reply, bannerArt(file.name, language));
    },
  );
  const brand = { logo: brandLogo(), icon: brandIcon() };
  for (const [name, body] of Object.entries(brand)) {
    for (const format of ['svg', 'webp'] as const) {
      app.get(
        `${MEDIA_BASE_PATH}/brand/${name}.${format}`,
        { schema: mediaSchema(`The brand ${name}`, false) },
        async (_request, reply) => sendArt(reply, `brand/${name}`, format, () => body),
      );
    }
  }
}
