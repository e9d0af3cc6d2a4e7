import { z } from 'zod';
import { errorResponses } from '../../lib/route';

const image = {
  description: 'The image: WebP, or SVG for a name ending in .svg',
  content: { 'image/webp': { schema: z.string() }, 'image/svg+xml': { schema: z.string() } },
};

/**
 * The OpenAPI declaration of a media path (every status it answers): the image, 400 for
 * a malformed path, 404 for a name it does not know, 429 past the media rate limit.
 */
export const mediaSchema = (summary: string, named: boolean) => ({
  summary,
  tags: ['media'],
  response: { 200: image, ...errorResponses(named ? [400, 404, 429] : [429]) },
});
