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

const builtIndex = join(root, 'apps/web/dist/index.html');
const sources = Math.max(
  newest(join(root, 'apps/web/src')),
  newest(join(root, 'apps/web/public')),
  newest(join(root, 'packages/contract/src')),
  statSync(join(root, 'apps/web/index.html')).mtimeMs,
  statSync(join(root, 'apps/web/vite.config.ts')).mtimeMs,
);
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sources) {
  console.log('> building the web app');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}

const builtConsole = join(root, 'apps/console/dist/index.html');
const consoleSources = Math.max(
  newest(join(root, 'apps/console/src')),
  newest(join(root, 'packages/contract/src')),
  statSync(join(root, 'apps/console/index.html')).mtimeMs,
  statSync(join(root, 'apps/console/vite.config.ts')).mtimeMs,
);
if (!existsSync(builtConsole) || statSync(builtConsole).mtimeMs < consoleSources) {
  console.log('> building the operator console');
  run('npm', ['run', 'build', '-w', 'apps/console']);
}

const builtServer = join(root, 'apps/server/dist/server.js');
const serverSources = Math.max(
  newest(join(root, 'apps/server/src')),
  newest(join(root, 'packages/contract/src')),
  statSync(join(root, 'apps/server/build.mjs')).mtimeMs,
  statSync(join(root, 'package-lock.json')).mtimeMs,
);
if (!existsSync(builtServer) || statSync(builtServer).mtimeMs < serverSources) {
  console.log('> building the server');
  run('npm', ['run', 'build', '-w', 'apps/server']);
}

const server = spawn(process.execPath, ['--enable-source-maps', builtServer], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
