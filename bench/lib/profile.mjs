// Where a server's CPU went: self time of a V8 .cpuprofile grouped by package and by function.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { groupOf } from './composition.mjs';

function where(url) {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node core';
  const path = decodeURIComponent(url.replace(/^file:\/\//, ''));
  if (path.includes('node_modules/')) return groupOf(path);
  const m = path.match(/(apps\/server\/src\/[^/]+\/[^/]+|packages\/contract)/);
  return m ? m[1] : path;
}

/**
 * The busiest profile of the newest run: the server's main thread (tsx's module hooks run on a
 * thread of their own and write a second, mostly idle, profile).
 */
export function summarizeProfile(dir, top = 12) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f));
  if (!files.length) return null;
  const newest = Math.max(...files.map((f) => statSync(f).mtimeMs));
  const recent = files.filter((f) => newest - statSync(f).mtimeMs < 60_000);
  return recent.map((f) => summarizeFile(f, top)).sort((a, b) => b.busyMs - a.busyMs)[0];
}

function summarizeFile(file, top) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMs = new Map();
  profile.samples.forEach((id, i) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
  );
  const byGroup = new Map();
  const byFunction = new Map();
  let total = 0;
  for (const [id, ms] of selfMs) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    total += ms;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') {
      byGroup.set(frame.functionName, (byGroup.get(frame.functionName) ?? 0) + ms);
      continue;
    }
    const group =
      frame.functionName === '(garbage collector)' ? '(garbage collector)' : where(frame.url);
    byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} ${group}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const rank = (m) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({
        name,
        ms: Math.round(ms),
        share: Math.round((ms / total) * 1000) / 10,
      }));
  const idle = (byGroup.get('(idle)') ?? 0) + (byGroup.get('(program)') ?? 0);
  return {
    file,
    totalMs: Math.round(total),
    busyMs: Math.round(total - idle),
    byGroup: rank(byGroup),
    byFunction: rank(byFunction),
  };
}
