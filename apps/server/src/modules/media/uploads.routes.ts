import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import { mediaSchema } from './media-responses';
import type { MediaStorage } from './media-storage';
import { MEDIA_NAME_PATTERN, UPLOADS_PATH } from '../../lib/media-urls';

// An upload's name is the hash of its bytes, so a cached copy never goes stale.
const FOREVER = 'public, max-age=31536000, immutable';

/** Serves what operators uploaded (banners, WebP) from the storage. */
export default async function uploadsRoutes(app: FastifyInstance, opts: { storage: MediaStorage }) {
  app.get<{ Params: { file: string } }>(
    `${UPLOADS_PATH}/:file`,
    { schema: mediaSchema('An image an operator uploaded', true) },
    async (request, reply) => {
      const { file } = request.params;
      const name = file.endsWith('.webp') ? file.slice(0, -'.webp'.length) : '';
      if (!MEDIA_NAME_PATTERN.test(name)) throw notFound();
      const body = await opts.storage.get(file);
      if (!body) throw notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', FOREVER)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
}
