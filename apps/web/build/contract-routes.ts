import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { Plugin } from 'vite';

const ROUTES_MODULE = fileURLToPath(
  new URL('../../../packages/contract/src/routes.ts', import.meta.url),
);

/**
 * The contract's `routes` (every call's name, method and path) as plain data in the shipped
 * bundle. In the source they derive from the operations, which import zod and every schema; the
 * build evaluates that module once and puts the resulting table in its place, so a page that only
 * makes calls loads neither. Each call stays declared once, in its operation.
 */
export const contractRoutes = (): Plugin => {
  let table: string | null = null;
  return {
    name: 'contract-routes',
    apply: 'build',
    async load(id) {
      if (id.split('?')[0] !== ROUTES_MODULE) return null;
      if (table === null) {
        const { module } = await runnerImport<{ routes: Record<string, unknown> }>(ROUTES_MODULE);
        table = JSON.stringify(module.routes);
      }
      return `export const routes = ${table};\n`;
    },
  };
};
