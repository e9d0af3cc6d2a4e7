#!/usr/bin/env node
// `npm start`: installs what is missing (scripts/ensure-installed.mjs), builds the web app, the
// console and the server when their sources changed, then runs the compiled server, which migrates
// and seeds its database before it listens.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePackages, root, run } from './ensure-installed.mjs';

const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};

ensurePackages();

/** Builds a workspace when its output is missing or older than its newest source. */
const buildWhenStale = (what, workspace, built, dirs, files) => {
  const sources = Math.max(
    ...dirs.map((dir) => newest(join(root, dir))),
    ...files.map((file) => statSync(join(root, file)).mtimeMs),
  );
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    console.log(`> building ${what}`);
    run('npm', ['run', 'build', '-w', workspace]);
  }
};

const contract = 'packages/contract/src';
buildWhenStale(
  'the web app',
  'apps/web',
  join(root, 'apps/web/dist/index.html'),
  ['apps/web/src', 'apps/web/public', contract],
  ['apps/web/index.html', 'apps/web/vite.config.ts'],
);
buildWhenStale(
  'the operator console',
  'apps/console',
  join(root, 'apps/console/dist/index.html'),
  ['apps/console/src', contract],
  ['apps/console/index.html', 'apps/console/vite.config.ts'],
);
const builtServer = join(root, 'apps/server/dist/server.js');
buildWhenStale(
  'the server',
  'apps/server',
  builtServer,
  ['apps/server/src', contract],
  ['apps/server/build.mjs', 'package-lock.json'],
);

const server = spawn(process.execPath, ['--enable-source-maps', builtServer], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
