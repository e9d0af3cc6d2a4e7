import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { contractRoutes } from './build/contract-routes';
import { offlinePage } from './build/offline-page';
import { precompress } from './build/precompress';
import { routeAssets } from './build/route-assets';
import { pwaOptions } from './build/service-worker';
import { pushWorker } from './build/push-worker';
import { pages } from './src/config/pages';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const contractConstants =
  /[\\/]packages[\\/]contract[\\/]src[\\/](art|constants|enums|errors|error-messages|error-text-loaders|field-issue-codes|routes|text-formats|system-status|service-link|first-view|member-types|idempotency|domain-origins|identity-providers|special-launch|language-catalogue|content-html)\.ts$/;

// The other languages' error texts load with their language (src/lib/error-texts.ts): each a
// chunk of its own, neither in the shell (every first view) nor in the schemas (zod).
const languageErrorTexts = /[\\/]packages[\\/]contract[\\/]src[\\/]error-texts-[a-z]+\.ts$/;

const backend = 'http://localhost:8080';

const reactToPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];
const proxied = ['/wps', '/lgw', '/lotto', '/media', '/healthz', '/dev', '/openapi.json'];

const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  // The app renders with Preact through preact/compat: React's API at a fraction of
  // react-dom's size, which keeps the first view inside its budget. Unit tests render with
  // React itself; the end-to-end suite runs this build.
  ...reactToPreact,
];

/**
 * `vite build --ssr src/server/entry-server.tsx`: the first view rendered by the server
 * (apps/server/src/web/first-view-html.ts) into dist/ssr, which the server does not serve. Every
 * package is bundled in, so that React's name means Preact there too.
 */
const preactDir = dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const serverRenderConfig: UserConfig = {
  base: '/m/',
  plugins: [react(), contractRoutes()],
  resolve: {
    // CommonJS packages (wouter's use-sync-external-store) would require Preact's CommonJS build,
    // a second Preact whose hooks the render never sets up: one file for both.
    alias: [
      { find: /^react$/, replacement: join(preactDir, 'compat/dist/compat.mjs') },
      { find: /^react-dom$/, replacement: join(preactDir, 'compat/dist/compat.mjs') },
      ...alias,
    ],
  },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist/ssr',
    emptyOutDir: true,
    target: 'node20',
    assetsInlineLimit: 0,
    copyPublicDir: false,
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRenderConfig
    : {
        base: '/m/',
        plugins: [
          react(),
          contractRoutes(),
          routeAssets(pages),
          offlinePage(fileURLToPath(new URL('./src/locales', import.meta.url))),
          pushWorker(),
          VitePWA(pwaOptions),
          precompress(),
        ],
        resolve: { alias },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          manifest: true,
          cssCodeSplit: false,
          // The server's CSP allows images and fonts from 'self' only, so nothing becomes a data: URL.
          assetsInlineLimit: 0,
          target: 'es2022',
          rolldownOptions: {
            treeshake: {
              // The contract only declares schemas and constants: a module whose exports the web does
              // not use can go, so the shell does not carry every domain's schemas.
              moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]/.test(id),
            },
            output: {
              codeSplitting: {
                groups: [
                  // Schemas and zod load with the first call that needs them, never before the first
                  // paint; the contract's plain constants and enums stay with the shell.
                  {
                    name: 'schemas',
                    test: (id: string) =>
                      /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contract[\\/]/.test(id) &&
                      !contractConstants.test(id) &&
                      !languageErrorTexts.test(id),
                    priority: 3,
                  },
                  // Everything the entry needs in one file: over HTTP/1.1 a phone opens six connections,
                  // and a dozen small chunks cost a round trip each before the first paint.
                  { name: 'shell', tags: ['$initial'], priority: 2 },
                  // The contract's constants and enums are read by the shell and by the schemas alike:
                  // left to the default they went into the schemas chunk, and zod with them into every
                  // first view. They are the shell's.
                  { name: 'shell', test: contractConstants, priority: 4 },
                  {
                    name: 'common',
                    // With the contract's tile-art rules and the calls in src/api/, shared by the game and
                    // lottery pages: left to the games group they would make the lottery page load it.
                    test: /[\\/]node_modules[\\/](lucide-react|@tanstack)[\\/]|[\\/]src[\\/](components|api)[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/]art\.ts$|[\\/]src[\\/]lib[\\/](use-single-submit|digits)\.ts$/,
                    priority: 1,
                  },
                  // How a refusal reads, shared by the login page (its field texts) and every page that
                  // shows a refusal: taken by the login group below with the login page's other needs,
                  // the money pages loaded the login chunk for it.
                  { name: 'common', test: /[\\/]src[\\/]lib[\\/]refusal\.ts$/, priority: 2 },
                  // The filter panel loads on its button's tap (a form, with react-hook-form): taken
                  // with the games group, the game list's first view would load the forms chunk.
                  {
                    name: 'games',
                    test: /[\\/]src[\\/]features[\\/]games[\\/](?!components[\\/]filter-panel\.tsx$)/,
                    priority: 1,
                  },
                  // react-hook-form and the checked and filter forms, shared by the login page, the money
                  // and account forms and the filters: left to the login group, a money page loaded the
                  // login page with them; below the games group (which takes its modules' dependencies
                  // too), the money pages loaded the games chunk for react-hook-form.
                  {
                    name: 'forms',
                    test: /[\\/]node_modules[\\/]react-hook-form[\\/]|[\\/]src[\\/]lib[\\/](checked|filter)-form\.ts$/,
                    priority: 2,
                  },
                  // The login page and everything it needs that no group above took, in one file: over
                  // HTTP/1.1 its dozen small parts cost more round trips than their bytes.
                  {
                    name: 'login',
                    test: /[\\/]src[\\/]features[\\/]auth[\\/]components[\\/]login-page\.tsx$/,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
        server: {
          proxy: Object.fromEntries(
            proxied.map((prefix) => [prefix, { target: backend, changeOrigin: false }]),
          ),
        },
        preview: {
          proxy: Object.fromEntries(
            proxied.map((prefix) => [prefix, { target: backend, changeOrigin: false }]),
          ),
        },
      },
);
