import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const WEB = './apps/web/src';
const webFeatures = folders(`${WEB}/features`);
/** The web's shared layer: it serves the features and the app and imports neither. */
const webShared = ['api', 'components', 'config', 'lib'].map((d) => `${WEB}/${d}`);
const SERVER_MODULES = './apps/server/src/modules';
const serverModules = folders(SERVER_MODULES);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/out/**',
      'apps/server/*-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          // Config files outside every tsconfig, linted with the default project.
          allowDefaultProject: ['*.js', '*.ts', 'scripts/*.mjs', 'apps/server/build.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and hooks are async by contract: a plugin that returns a promise is
      // awaited, one that does not must call done(). Most register routes without awaiting.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Plain JavaScript (bench, scripts, configs) has no types to be unsafe about: bench/ is
    // type-checked by tsc (bench/tsconfig.json) without strict, so its values are `any`.
    files: ['**/*.{js,mjs}'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Scripts the server sends to browsers as they are (a demo game, the lotto-h5 shim).
    files: ['apps/server/src/**/assets/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read answers through Fastify's inject and Playwright's res.json(), both typed `any`,
    // and their fetch stubs turn whatever the app passed into a string.
    files: ['**/*.test.{ts,tsx}', 'apps/server/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      // Test databases and spies hand methods around detached (`dispose = database.dispose`).
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Boundaries: the web's flow is shared -> features -> app, and features never import each
    // other; a server module uses another module's service, never its repository (SQL stays
    // with its owner). Tests and their support files may set up data directly.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.ts', 'apps/*/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/web/tsconfig.json',
            'apps/console/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/contract/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`],
              message: 'features never import each other: move what both need to the shared layer',
            })),
            {
              target: './apps/web',
              from: './apps/console',
              message: 'the player app never loads any of the operator console (issue 17)',
            },
            {
              target: `${WEB}/features`,
              from: `${WEB}/app`,
              message: 'features must not import the app shell (shared -> features -> app)',
            },
            {
              target: webShared,
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'the shared layer imports neither features nor the app',
            },
            ...serverModules.map((module) => ({
              target: `${SERVER_MODULES}/${module}`,
              from: `${SERVER_MODULES}/!(${module})/**/*.repository.ts`,
              message: "use the owning module's service, never its repository",
            })),
            {
              // The accounts module's tables (members, sessions, codes) are written by its
              // services alone: the app, plugins, seeds and other apps call those too.
              target: [
                './apps/server/src/*.ts',
                './apps/server/src/!(modules)/**',
                './apps/!(server)/**',
                './packages/**',
              ],
              from: `${SERVER_MODULES}/accounts/**/*.repository.ts`,
              message: 'outside modules/accounts, use its services, never its repositories',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests of other modules set up members and sessions through the accounts services too.
    files: ['**/*.test.{ts,tsx}', '**/*.test-support.ts', 'apps/*/test/**'],
    ignores: ['apps/server/src/modules/accounts/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/server/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./apps', './packages', './e2e', './bench'],
              from: `${SERVER_MODULES}/accounts/**/*.repository.ts`,
              message: 'outside modules/accounts, use its services, never its repositories',
            },
          ],
        },
      ],
    },
  },
  {
    // A function says one thing: past 80 lines (blanks and comments aside) split it, as
    // `ledger-bulk.service.ts` splits the ledger. A table (a plugin's route list, a service's
    // method table, a query) may stay whole with `// eslint-disable-next-line
    // max-lines-per-function -- <why>` above it (issue 29). Tests and their fixtures are exempt.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts', 'apps/server/test/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
);
