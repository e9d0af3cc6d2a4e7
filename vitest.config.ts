import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const serverGlobalSetup = fileURLToPath(
  new URL('./apps/server/test/global-setup.ts', import.meta.url),
);
const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/**
 * The web tests that need a module graph of their own: they replace a module (`vi.mock`) or test
 * state a module keeps from its first import (which languages i18n has loaded, the answers the
 * first view embedded). The others share one graph per worker: importing React, the router and
 * the app's modules afresh for each file was five sixths of the web tier's time (254 s of CPU
 * against 38 s shared, on 2026-12-02).
 */
const webFreshModules = [
  'src/features/auth/components/altcha-box.test.tsx',
  'src/features/auth/components/login-page.test.tsx',
  'src/features/auth/components/login-sms-form.test.tsx',
  'src/features/auth/hooks/use-captcha.test.ts',
  'src/features/account/components/identity-links-section.test.tsx',
  'src/lib/sanitizer-without-dom.test.ts',
  'src/lib/first-view-answers.test.ts',
  'src/lib/i18n.test.ts',
  'src/lib/use-translation.test.ts',
];
const webProject = {
  resolve: { alias: { '@': webSrc } },
  test: {
    root: 'apps/web',
    environment: 'happy-dom',
    setupFiles: ['src/testing/setup-tests.ts'],
  },
} as const;

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
        ...webProject,
        test: {
          ...webProject.test,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          exclude: webFreshModules,
          isolate: false,
          // With one module graph, a spy or a stubbed global (fetch) would outlive its file.
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
      {
        ...webProject,
        test: { ...webProject.test, name: 'web-fresh-modules', include: webFreshModules },
      },
      {
        test: {
          name: 'console',
          root: 'apps/console',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // One module graph per worker: 100 s of the tier against 32 s shared (2026-12-02). Its
          // setup file restores spies and stubbed globals after each test.
          isolate: false,
          // react-admin's pages render slowly on a shared 2-core machine.
          testTimeout: 20000,
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
    ],
  },
});
