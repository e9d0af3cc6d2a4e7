import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The web font the app uses (UI.md: Noto Sans Thai, Kanit for headings; Thai and Latin subsets),
 * served for the embedded lotto-h5 pages, which render outside the app's build: without it a
 * phone with no Thai system font shows Thai as empty boxes. The files come from the same
 * @fontsource packages as the app's, by name from this list only.
 */
export const LOTTO_H5_FONTS_PATH = '/m/lotto-h5/assets/fonts';
const FONT_FILES: Readonly<Record<string, string>> = {
  'noto-sans-thai-thai-400-normal.woff2': '@fontsource/noto-sans-thai',
  'noto-sans-thai-latin-400-normal.woff2': '@fontsource/noto-sans-thai',
  'noto-sans-thai-thai-600-normal.woff2': '@fontsource/noto-sans-thai',
  'noto-sans-thai-latin-600-normal.woff2': '@fontsource/noto-sans-thai',
  'kanit-thai-600-normal.woff2': '@fontsource/kanit',
  'kanit-latin-600-normal.woff2': '@fontsource/kanit',
};
/** A font file never changes under its name within a release. */
const FONT_CACHE = 'public, max-age=86400';

const require = createRequire(import.meta.url);
// The packages export only their CSS; their folder is found through a file they do export.
const fileOf = (name: string, pkg: string) =>
  join(dirname(require.resolve(`${pkg}/LICENSE`)), 'files', name);

export async function registerLottoH5Fonts(app: FastifyInstance): Promise<void> {
  const fonts = new Map(
    await Promise.all(
      Object.entries(FONT_FILES).map(
        async ([name, pkg]) => [name, await readFile(fileOf(name, pkg))] as const,
      ),
    ),
  );
  app.get<{ Params: { name: string } }>(
    `${LOTTO_H5_FONTS_PATH}/:name`,
    { schema: { hide: true } },
    (req, reply) => {
      const font = fonts.get(req.params.name);
      if (!font) return reply.code(404).type('text/plain; charset=utf-8').send('');
      return reply.type('font/woff2').header('cache-control', FONT_CACHE).send(font);
    },
  );
}
