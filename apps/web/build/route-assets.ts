import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type { FirstViewSet } from '@lotto/contract';
import type { PageDeclaration } from '../src/config/pages';

/**
 * What the server adds to the index of one path: the page's own scripts and styles, and which
 * first calls it answers inside it, with the query the path stands for (`/m/rng`: gameType RNG).
 */
export interface RouteAssets {
  page: string;
  js: string[];
  css: string[];
  firstView?: FirstViewSet;
  impliedQuery?: Readonly<Record<string, string>>;
  /** The page needs a session: a member's index carries its outline (app/member-outline.tsx). */
  memberOnly?: true;
}

export const ROUTE_ASSETS_FILE = 'route-assets.json';
export const FONT_ASSETS_FILE = 'font-assets.json';
export const MESSAGE_ASSETS_FILE = 'message-assets.json';

const MESSAGES_MODULE = /[\\/]src[\\/]locales[\\/]([\w-]+)\.json$/;

/**
 * The shell's messages of each language (src/locales/<language>.json), a chunk each: the server
 * preloads the page's language with the shell, which renders once they are in (message-assets.json).
 */
const messageAssetsOf = (chunks: readonly OutputChunk[], base: string): Record<string, string> =>
  Object.fromEntries(
    chunks.flatMap((chunk) => {
      const language = chunk.facadeModuleId?.match(MESSAGES_MODULE)?.[1];
      return language ? [[language, base + chunk.fileName]] : [];
    }),
  );

/** A face's unicode subset in @fontsource's file names: `noto-sans-thai-thai-400-normal-<hash>`. */
const FONT_SUBSET = /-(thai|latin)-\d{3}-normal-[\w-]+\.woff2$/;

/**
 * The built font files by unicode subset (`{ thai: [...], latin: [...] }`): the server preloads the
 * subset of the page's language, so the first layout already has its faces (font-assets.json).
 */
const fontAssetsOf = (bundle: OutputBundle, base: string): Record<string, string[]> => {
  const bySubset: Record<string, string[]> = {};
  for (const asset of Object.values(bundle)) {
    const subset = asset.type === 'asset' ? FONT_SUBSET.exec(asset.fileName)?.[1] : undefined;
    if (subset) (bySubset[subset] ??= []).push(base + asset.fileName);
  }
  for (const files of Object.values(bySubset)) files.sort();
  return bySubset;
};

const ROUTE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/;

/**
 * Writes route-assets.json: for every path of the page declarations (src/config/pages.ts), the
 * chunk of its page and what that chunk imports, beyond what the index already loads, and the
 * page's first-view calls. The server announces the files in the index it sends for that path, so
 * a phone fetches the page's code with the shell instead of after it, and answers the calls inside
 * it. Writes font-assets.json and message-assets.json beside it.
 */
export const routeAssets = (pages: Readonly<Record<string, PageDeclaration>>): Plugin => {
  let base = '/';
  let outDir = 'dist';
  return {
    name: 'route-assets',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the bundle is written: CSS-only chunks are gone by then and must not be announced.
    async writeBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const shell = new Set<string>();
      const collect = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? [])
          if (byFile.has(imported)) collect(imported, into);
      };
      for (const entry of chunks.filter((c) => c.isEntry)) collect(entry.fileName, shell);

      const byPage = new Map<string, RouteAssets>();
      for (const chunk of chunks) {
        const page = chunk.facadeModuleId?.match(ROUTE_MODULE)?.[1];
        if (!page || chunk.isEntry) continue;
        const files = new Set<string>();
        collect(chunk.fileName, files);
        const js = [...files].filter((f) => !shell.has(f));
        const css = new Set<string>();
        for (const f of js)
          for (const c of byFile.get(f)?.viteMetadata?.importedCss ?? []) css.add(c);
        byPage.set(page, {
          page,
          js: js.map((f) => base + f),
          css: [...css].map((f) => base + f),
        });
      }
      const byPath: Record<string, RouteAssets> = {};
      for (const [page, declaration] of Object.entries(pages)) {
        const assets = byPage.get(page);
        if (!assets) throw new Error(`route-assets: no chunk for the page '${page}'`);
        const { firstView, impliedQuery, session } = declaration;
        for (const path of Object.values(declaration.paths)) {
          const query = impliedQuery?.[path];
          byPath[path] = {
            ...assets,
            ...(firstView ? { firstView } : {}),
            ...(query ? { impliedQuery: query } : {}),
            ...(session === 'required' ? { memberOnly: true } : {}),
          };
        }
      }
      await writeFile(join(outDir, ROUTE_ASSETS_FILE), JSON.stringify(byPath));
      await writeFile(join(outDir, FONT_ASSETS_FILE), JSON.stringify(fontAssetsOf(bundle, base)));
      await writeFile(
        join(outDir, MESSAGE_ASSETS_FILE),
        JSON.stringify(messageAssetsOf(chunks, base)),
      );
    },
  };
};
