import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:8080';

const reactToPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];
const proxied = ['/wps', '/lgw', '/lotto', '/media', '/healthz', '/dev', '/openapi.json'];

export default defineConfig({
  base: '/m/',
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The app renders with Preact through preact/compat: React's API at a fraction of
      // react-dom's size, which keeps the first view inside its budget. Unit tests render with
      // React itself; the end-to-end suite runs this build.
      ...reactToPreact,
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
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
        // Schemas and zod load with the first call, not before the first paint; the contract's
        // plain constants and enums stay apart so the shell can take them without zod.
        manualChunks: (id: string) => {
          if (
            /[\\/]packages[\\/]contract[\\/]src[\\/](constants|enums|errors|routes|system-status|service-link)\.ts$/.test(
              id,
            )
          )
            return 'contract-constants';
          if (/[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contract[\\/]/.test(id))
            return 'schemas';
          return undefined;
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
});
