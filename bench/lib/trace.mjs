// `--trace`: where a page's main-thread time goes, for whoever works on TBT. One Lighthouse run
// per page with V8's sampling profiler in its trace (a profiler attached from outside loses the
// page's renderer when Chromium swaps processes on navigation), summarised as:
// - the tasks of Lighthouse's simulation (4× CPU) and whether they fall after its FCP, which is
//   what TBT counts;
// - the tasks as they ran, with what filled them (script, style, layout, paint …);
// - the functions that took the most time.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mainThread, runLighthouse } from './lighthouse.mjs';
import { OUT } from './paths.mjs';

const TASK_PARTS = new Set([
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Commit',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'MinorGC',
  'MajorGC',
]);
const BLOCKING_MS = 50;
const CPU_SLOWDOWN = 4;
const SHOWN_TASK_MS = 6;

const runTraced = (url) =>
  runLighthouse(url, { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' });

const ms = (us) => us / 1000;
const fixed = (n) => n.toFixed(1);

function observedTasks(events, thread) {
  const tasks = events.filter(
    (e) => thread.on(e) && e.name === 'RunTask' && e.ph === 'X' && ms(e.dur) >= SHOWN_TASK_MS,
  );
  const parts = events.filter((e) => thread.on(e) && e.ph === 'X' && TASK_PARTS.has(e.name));
  return tasks.map((task) => {
    const byPart = new Map();
    let url = '';
    for (const p of parts) {
      if (p.ts < task.ts || p.ts + (p.dur ?? 0) > task.ts + task.dur) continue;
      byPart.set(p.name, (byPart.get(p.name) ?? 0) + ms(p.dur ?? 0));
      url ||= p.args?.data?.url ?? '';
    }
    const startMs = ms(task.ts - thread.t0);
    const durationMs = ms(task.dur);
    return {
      startMs,
      durationMs,
      cpuMs: ms(task.tdur ?? task.dur),
      afterFcp: startMs + durationMs > thread.fcpMs,
      url: url.replace(/^.*\//, ''),
      parts: [...byPart].sort((a, b) => b[1] - a[1]).slice(0, 5),
    };
  });
}

function hotFunctions(events, thread, top) {
  const frames = new Map();
  const parents = new Map();
  const self = new Map();
  const total = new Map();
  const keyOf = (f) =>
    `${f.functionName || '(anonymous)'} ${(f.url ?? '').replace(/^.*\//, '')}:${f.lineNumber ?? ''}:${f.columnNumber ?? ''}`;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== thread.pid) continue;
    const profile = e.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) {
      frames.set(node.id, node.callFrame);
      if (node.parent) parents.set(node.id, node.parent);
    }
    const deltas = e.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      const frame = frames.get(id);
      const d = ms(deltas[i + 1] ?? deltas[i] ?? 0);
      if (!frame || frame.functionName === '(idle)') return;
      self.set(keyOf(frame), (self.get(keyOf(frame)) ?? 0) + d);
      const seen = new Set();
      for (let at = id; at && frames.get(at); at = parents.get(at)) {
        const key = keyOf(frames.get(at));
        if (seen.has(key)) continue;
        seen.add(key);
        total.set(key, (total.get(key) ?? 0) + d);
      }
    });
  }
  const list = (m) =>
    [...m]
      .filter(([k]) => !k.startsWith('(root)') && !k.startsWith('(program)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top);
  return { self: list(self), total: list(total) };
}

function report(path, result) {
  const lhr = result.lhr;
  const m = lhr.audits.metrics?.details?.items?.[0];
  if (!m) return `## ${path}\n\nLighthouse returned no metrics.\n`;
  const events = result.artifacts.Trace.traceEvents;
  const thread = mainThread(events);
  const simulated = lhr.audits['long-tasks']?.details?.items ?? [];
  const tasks = observedTasks(events, thread);
  const blockingAfterFcp = tasks
    .filter((t) => t.afterFcp)
    .reduce((sum, t) => sum + Math.max(0, t.durationMs * CPU_SLOWDOWN - BLOCKING_MS), 0);
  const hot = hotFunctions(events, thread, 25);
  const lines = [
    `## ${path}`,
    '',
    `Lighthouse ${Math.round(lhr.categories.performance.score * 100)}: FCP ${Math.round(m.firstContentfulPaint)} ms, LCP ${Math.round(m.largestContentfulPaint)} ms, TBT ${Math.round(m.totalBlockingTime)} ms (simulated); observed FCP ${Math.round(m.observedFirstContentfulPaint)} ms.`,
    '',
    `### Simulated long tasks (TBT counts those after FCP ${Math.round(m.firstContentfulPaint)} ms)`,
    '',
    '| start | duration | after FCP | attributed to |',
    '| --- | --- | --- | --- |',
    ...simulated.map(
      (t) =>
        `| ${Math.round(t.startTime)} ms | ${Math.round(t.duration)} ms | ${t.startTime > m.firstContentfulPaint ? 'yes' : ''} | ${t.url.replace(/^.*\//, '')} |`,
    ),
    '',
    `### Tasks as they ran (≥ ${SHOWN_TASK_MS} ms; ×${CPU_SLOWDOWN} − ${BLOCKING_MS} ms after the observed FCP: ${Math.round(blockingAfterFcp)} ms)`,
    '',
    '| start | duration | on the CPU | after FCP | file | made of (ms) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...tasks.map(
      (t) =>
        `| ${Math.round(t.startMs)} ms | ${fixed(t.durationMs)} ms | ${fixed(t.cpuMs)} ms | ${t.afterFcp ? 'yes' : ''} | ${t.url} | ${t.parts.map(([n, d]) => `${n} ${fixed(d)}`).join(', ')} |`,
    ),
    '',
    '### Functions, own time (ms)',
    '',
    ...hot.self.map(([k, v]) => `- ${fixed(v)} \`${k}\``),
    '',
    '### Functions, with what they call (ms)',
    '',
    ...hot.total.map(([k, v]) => `- ${fixed(v)} \`${k}\``),
    '',
  ];
  return lines.join('\n');
}

/** Writes bench/out/trace/report.md; returns its path. */
export async function tracePages(base, pages, log) {
  const dir = join(OUT, 'trace');
  await mkdir(dir, { recursive: true });
  const sections = [
    '# Where the main thread goes',
    '',
    `${base}, one Lighthouse run per page (mobile defaults). Positions in the built chunks are line:column of the minified files in bench/out/web (source maps beside them).`,
    '',
  ];
  for (const { path } of pages) {
    log(`  trace ${path}`);
    try {
      sections.push(report(path, await runTraced(base + path)));
    } catch (err) {
      // One failed run (a trace Chromium could not record) should not lose the other pages.
      sections.push(`## ${path}\n\nNot traced: ${err.message}\n`);
    }
  }
  const file = join(dir, 'report.md');
  await writeFile(file, sections.join('\n'));
  return file;
}
