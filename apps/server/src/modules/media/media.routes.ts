import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../lib/http-error';
import { MEDIA_BASE_PATH, MEDIA_NAME_PATTERN } from './media-urls';
import type { MediaKind } from './media-urls';
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

function sendSvg(reply: FastifyReply, body: string): FastifyReply {
  return (
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      // The art is a pure function of the URL, so a cached copy never goes stale.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', SVG_CSP)
      .header('x-content-type-options', 'nosniff')
      .send(body)
  );
}

/** "PG_0001.svg" or "PG_0001" (§3 builds vendor icon URLs without an extension) → "PG_0001". */
function nameOf(file: string): string | null {
  const name = file.endsWith('.svg') ? file.slice(0, -4) : file;
  return MEDIA_NAME_PATTERN.test(name) ? name : null;
}

/** Generated demo images: game art, vendor tiles, banners, team crests, promotions, the brand. */
export default async function mediaRoutes(app: FastifyInstance) {
  for (const [kind, render] of Object.entries(renderers)) {
    app.get<{ Params: { file: string } }>(
      `${MEDIA_BASE_PATH}/${kind}/:file`,
      // Checked by hand, not by a route schema: the app compiles schemas with zod, a bare test app does not.
      async (request, reply) => {
        const name = nameOf(request.params.file);
        if (!name) throw notFound();
        return sendSvg(reply, render(name));
      },
    );
  }
  const logo = brandLogo();
  const icon = brandIcon();
  app.get(`${MEDIA_BASE_PATH}/brand/logo.svg`, async (_request, reply) => sendSvg(reply, logo));
  app.get(`${MEDIA_BASE_PATH}/brand/icon.svg`, async (_request, reply) => sendSvg(reply, icon));
}
