#!/usr/bin/env node
// `npm test`: installs what the tests need (scripts/ensure-installed.mjs), then runs every tier in
// order and stops at the first that fails: lint and types (side by side), unit, server, e2e.
import { spawn } from 'node:child_process';
import { ensurePackages, ensureTestServices, root } from './ensure-installed.mjs';

/** Steps in one group run at the same time: lint and tsc each keep one core busy. */
const groups = [['lint', 'typecheck'], ['test:unit'], ['test:server'], ['test:e2e']];

ensurePackages();
const services = await ensureTestServices();

const children = new Set();
const finish = (code) => {
  services.stop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    finish(1);
  });
}

/** Runs `npm run step`; alone it prints as it goes, beside others its output waits for its end. */
function run(step, alone) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: services.env,
    });
    children.add(child);
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('exit', (c, signal) => {
      children.delete(child);
      if (!alone) process.stdout.write(`> npm run ${step}\n${output}`);
      resolve(c ?? (signal ? 1 : 0));
    });
  });
}

for (const group of groups) {
  if (group.length === 1) console.log(`> npm run ${group[0]}`);
  else console.log(`> ${group.map((s) => `npm run ${s}`).join(' & ')}`);
  const codes = await Promise.all(group.map((step) => run(step, group.length === 1)));
  const failed = codes.find((c) => c !== 0);
  if (failed !== undefined) finish(failed);
}
finish(0);
