#!/usr/bin/env node
// Compiles the server to one ES module, dist/server.js, that `npm start` runs with plain node, and
// the operator commands dist/end-sessions.js (`npm run end-sessions`) and dist/console-cli.js
// (`npm run console`).
// The contract (a workspace of TypeScript sources) is bundled in; every other package stays an
// import of node_modules, native ones (argon2, sharp, PGlite's WebAssembly) included.
// `--outdir NAME` builds into another folder beside dist (the bench's, so a bench never rebuilds
// the dist an end-to-end run is serving from); the bundle finds its files one level up either way.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values: options } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });
if (!/^[\w-]+$/.test(options.outdir))
  throw new Error(`--outdir: a folder name beside dist, not ${options.outdir}`);

const pkg = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
const bundled = new Set(['@lotto/contract']);
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/server.ts', 'src/end-sessions.ts', 'src/console-cli.ts'],
  outdir: options.outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The contract's own dependency, resolved from node_modules like the server's.
  external: [...external, 'zod', 'zod/*'],
  logLevel: 'warning',
});
