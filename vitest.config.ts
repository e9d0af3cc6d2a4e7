import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const serverGlobalSetup = fileURLToPath(
  new URL('./apps/server/test/global-setup.ts', import.meta.url),
);
const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: [serverGlobalSetup],
          // PGlite instances are heavy; two workers match the two cores.
          maxWorkers: 2,
          // Each file builds its own app on its own database, so files need no module graph of
          // their own: importing the app afresh per file was two thirds of the tier's time.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
      {
        test: {
          name: 'console',
          root: 'apps/console',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // react-admin's pages render slowly on a shared 2-core machine.
          testTimeout: 20000,
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
    ],
  },
});
