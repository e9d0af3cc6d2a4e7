#!/usr/bin/env node
// The e2e tier as shards run side by side (E2E_SHARDS, 2 by default): each shard is a Playwright
// run of its own over part of the spec files, with its own server on its own ports (E2E_PORT plus
// 100 per shard, the specs' own servers above it) and its own output folder, so no shard sees
// another's data. The spec files are shared out by how long each took (e2e/spec-weights.json), the
// longest first to the shard with the least so far: Playwright's own --shard counts tests, and one
// accessibility sweep lasts as long as forty route checks. Arguments (spec filters) are passed to
// every shard with Playwright's --shard instead.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './ensure-installed.mjs';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 18080);
/** Above the highest port a spec adds to E2E_PORT for a server of its own. */
const PORTS_PER_SHARD = 100;

/** A spec file no measurement has seen yet. */
const UNMEASURED_SECONDS = 60;

/** The spec files of each shard, longest first to the lightest shard. */
function shareOut(count) {
  const { seconds } = JSON.parse(readFileSync(join(root, 'e2e/spec-weights.json'), 'utf8'));
  const specs = readdirSync(join(root, 'e2e/specs'))
    .filter((f) => f.endsWith('.spec.ts'))
    .map((file) => ({ file, weight: seconds[file] ?? UNMEASURED_SECONDS }))
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  const shards = Array.from({ length: count }, () => ({ files: [], total: 0 }));
  for (const spec of specs) {
    const lightest = shards.reduce((a, b) => (b.total < a.total ? b : a));
    lightest.files.push(`specs/${spec.file}`);
    lightest.total += spec.weight;
  }
  return shards;
}

const filters = process.argv.slice(2);
const plan = filters.length > 0 ? null : shareOut(shards);

function runShard(index) {
  const name = `shard-${index}-of-${shards}`;
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'playwright',
        'test',
        '-c',
        'e2e/playwright.config.ts',
        ...(plan ? plan[index - 1].files : [`--shard=${index}/${shards}`, ...filters]),
      ],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          E2E_PORT: String(basePort + (index - 1) * PORTS_PER_SHARD),
          E2E_SHARD_NAME: name,
        },
      },
    );
    const prefix = `[${index}/${shards}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.on('data', (chunk) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop();
        for (const line of lines) process.stdout.write(prefix + line + '\n');
      });
      stream.on('end', () => pending && process.stdout.write(prefix + pending + '\n'));
    }
    process.on('SIGTERM', () => child.kill('SIGTERM'));
    process.on('SIGINT', () => child.kill('SIGINT'));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

plan?.forEach((shard, i) =>
  console.log(
    `e2e shard ${i + 1}/${shards}: ${shard.files.length} spec files, ~${Math.round(shard.total / 60)} min`,
  ),
);
const started = Date.now();
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const minutes = ((Date.now() - started) / 60000).toFixed(1);
codes.forEach((code, i) =>
  console.log(`e2e shard ${i + 1}/${shards}: ${code === 0 ? 'passed' : `failed (${code})`}`),
);
console.log(`e2e: ${shards} shards in ${minutes} min`);
process.exit(codes.every((c) => c === 0) ? 0 : 1);
