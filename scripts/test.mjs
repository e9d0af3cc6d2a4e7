#!/usr/bin/env node
// `npm test`: installs what the tests need (scripts/ensure-installed.mjs), then runs every tier in
// order and stops at the first that fails: lint, types, unit, server, e2e.
import { spawn } from 'node:child_process';
import { ensurePackages, ensureTestServices, root } from './ensure-installed.mjs';

const steps = ['lint', 'typecheck', 'test:unit', 'test:server', 'test:e2e'];

ensurePackages();
const services = await ensureTestServices();

let child = null;
const finish = (code) => {
  services.stop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child?.kill(signal);
    finish(1);
  });
}

for (const step of steps) {
  console.log(`> npm run ${step}`);
  const code = await new Promise((resolve) => {
    child = spawn('npm', ['run', step], { cwd: root, stdio: 'inherit', env: services.env });
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  if (code !== 0) finish(code);
}
finish(0);
