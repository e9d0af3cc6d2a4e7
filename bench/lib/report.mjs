// bench/report.md from the figures of one run (bench/report.json holds the same figures).
import { describeCheck } from './budgets.mjs';
import { lotteryOrdersSection } from './lottery-orders.mjs';
import { memberSearchSection } from './member-search.mjs';
import { moneyChaosSection } from './money-chaos.mjs';
import { recordsSection } from './records.mjs';

const kib = (bytes) =>
  bytes === null || bytes === undefined ? 'n/a' : `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (v) => (v === null || v === undefined ? 'n/a' : `${Math.round(v)} ms`);
const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

function setup(f) {
  const e = f.environment;
  const s = f.settings;
  const server = f.server ?? {};
  const loads = (f.loadAverage ?? []).map((l) => `${l.phase} ${l.loadavg1}`).join(', ');
  return [
    `Generated ${f.generatedAt} in ${f.durationSeconds} s, commit ${e.commit}${e.uncommittedChanges ? ' plus uncommitted changes' : ''}.`,
    '',
    `- Machine: ${e.cpu}, shared with other work; Node ${e.node}; ${e.chromium ?? 'Chromium not found'}.`,
    `- 1-minute load average when each part started: ${loads}. On 2 cores anything above ~1 means the bench shared the CPUs, so absolute figures drift; the ratios to /healthz hold better.`,
    `- Server: NODE_ENV=production on ${server.databaseKind ?? 'n/a'}, fresh database with ${server.games ?? 'n/a'} games and ${server.members ?? 'n/a'} members (seeding members ${ms(server.timings?.seedMembersMs)}, start with the game seed ${ms(server.timings?.startAndSeedGamesMs)}).`,
    `- Busiest processes when the bench ended (%CPU over each one's life, command): ${(
      e.othersProcesses ?? ''
    )
      .split('\n')
      .slice(1, 7)
      .map((l) => l.trim())
      .join('; ')}.`,
    `- Settings: ${s.quick ? 'QUICK (1 Lighthouse run, short loads) — for iteration only' : 'full'}; Lighthouse ${s.lighthouseRuns} run(s) per page; load ${s.connections} connections, ${s.warmupSeconds} s warm-up then ${s.loadSeconds} s.`,
  ].join('\n');
}

function budgets(f) {
  return table(
    ['budget', 'subject', 'result'],
    f.checks.map((c) => [
      c.name,
      c.subject,
      c.met === false ? `**${describeCheck(c)}**` : describeCheck(c),
    ]),
  );
}

function web(f) {
  if (!f.web) return 'Not measured in this run.';
  const rows = Object.entries(f.web.pages).map(([path, p]) => [
    path,
    `${kib(p.manifest.js.gzip)} / ${kib(p.manifest.js.brotli)}`,
    `${kib(p.manifest.css.gzip)} / ${kib(p.manifest.css.brotli)}`,
    p.realLoad
      ? `${kib(p.realLoad.js.gzip)} / ${kib(p.realLoad.js.brotli)} (${p.realLoad.js.files.length} files)`
      : 'n/a',
    p.realLoad
      ? `${kib(p.realLoad.js.transferBytes)} + ${kib(p.realLoad.css.transferBytes)} CSS (${p.realLoad.contentEncoding.join(', ')})`
      : 'n/a',
    p.realLoad
      ? `${kib(Object.values(p.realLoad.byType).reduce((t, x) => t + x.transferBytes, 0))} in ${Object.values(p.realLoad.byType).reduce((t, x) => t + x.requests, 0)} requests`
      : 'n/a',
  ]);
  const out = [
    table(
      [
        'page',
        'JS gzip / brotli (manifest)',
        'CSS gzip / brotli (manifest)',
        'JS gzip / brotli (real load)',
        'JS transferred (real load)',
        'everything transferred',
      ],
      rows,
    ),
    '',
    'Manifest: the entry, the route chunk and everything either imports statically. Real load: every script and stylesheet Chromium fetched until the network was idle (the budget uses this one, since it includes chunks the page imports at run time; the money pages, which ask for a session first, are held to the budget by their manifest). gzip level 9 and brotli quality 11 of the built files; "transferred" is what went over the wire, where the content encoding shows whether the server compressed.',
  ];
  for (const [path, p] of Object.entries(f.web.pages)) {
    const files = (p.realLoad?.js.files ?? p.manifest.js.files)
      .slice()
      .sort((a, b) => b.gzip - a.gzip);
    const inManifest = new Set(p.manifest.js.files.map((x) => x.file));
    out.push(
      '',
      `**${path}** JS chunks, largest first (gzip): ${files.map((x) => `${x.file.replace('assets/', '')} ${kib(x.gzip)}${inManifest.has(x.file) ? '' : ' (run-time import)'}`).join(', ')}.`,
    );
    const parts = (p.composition ?? []).slice(0, 12);
    if (parts.length)
      out.push(
        `Made of (source maps; gzip estimated per group): ${parts.map((g) => `${g.group} ${kib(g.gzipEstimate)}`).join(', ')}.`,
      );
    const types = Object.entries(p.realLoad?.byType ?? {})
      .map(([t, x]) => `${t} ${x.requests} / ${kib(x.transferBytes)}`)
      .join(', ');
    if (types) out.push(`By type: ${types}.`);
  }
  return out.join('\n');
}

/** The page's path, and how it was opened when not as a visitor. */
function pageLabel(f, path, l) {
  if (!l.session) return path;
  const agent = f.everyPage?.measured.find((p) => p.path === path)?.agent;
  return `${path} *(${agent ? 'agent' : 'member'})*`;
}

function lighthouse(f) {
  if (!f.lighthouse) return 'Not measured in this run.';
  const first = Object.values(f.lighthouse)[0];
  const out = [
    `Lighthouse ${first?.lighthouseVersion}, mobile defaults (simulated throttling), over ${f.settings.lighthouseTransport ?? 'HTTP/1.1'}, medians of ${first?.runs} run(s); benchmarkIndex of the host ${first?.benchmarkIndex} (Lighthouse's CPU speed estimate; lower means a slower or busier machine). *Main thread* is the time of the page's main-thread tasks over the load, on the clock (what Lighthouse's simulation multiplies) and on the CPU (the page's own work); the difference is time the thread waited for a core.`,
    '',
    table(
      [
        'page',
        'performance',
        'LCP',
        'TBT',
        'CLS',
        'FCP',
        'Speed Index',
        'scores per run',
        'TBT per run',
        'benchmarkIndex per run',
        'main thread: clock / CPU',
      ],
      Object.entries(f.lighthouse).map(([path, l]) =>
        !l.median
          ? [pageLabel(f, path, l), l.error, '', '', '', '', '', '', '', '', '']
          : [
              pageLabel(f, path, l),
              l.median.performance,
              ms(l.median.lcpMs),
              ms(l.median.tbtMs),
              l.median.cls?.toFixed(3),
              ms(l.median.fcpMs),
              ms(l.median.speedIndexMs),
              l.perRun.map((r) => r.performance).join(', '),
              l.perRun.map((r) => Math.round(r.tbtMs)).join(', '),
              l.perRun.map((r) => Math.round(r.benchmarkIndex ?? 0)).join(', '),
              l.median.mainThreadCpuMs
                ? `${ms(l.median.mainThreadWallMs)} / ${ms(l.median.mainThreadCpuMs)}`
                : '',
            ],
      ),
    ),
  ];
  const unmeasured = f.everyPage?.unmeasured ?? [];
  if (f.everyPage)
    out.push(
      '',
      `Every page of apps/web/src/config/pages.ts is measured (${f.everyPage.measured.length} pages; the four main ones ${first?.runs} time(s), the others ${f.settings.everyPageRuns ?? 1}); *(member)* pages open with the session of a member logged in through the login page, *(agent)* ones with the session of the demo agent line's top agent, seeded on the page server. Not measured: ${unmeasured.map((p) => `\`${p.path}\` (${p.why})`).join('; ') || 'none'}.`,
    );
  const control = f.lighthouseControl;
  if (control?.median)
    out.push(
      '',
      `**The host's floor.** The same runs on a page with ${control.page} (\`${control.path}\`, bench/lib/control-page.mjs), served by the same server: performance ${control.median.performance}, TBT ${ms(control.median.tbtMs)} (per run ${control.perRun.map((r) => Math.round(r.tbtMs)).join(', ')}), FCP ${ms(control.median.fcpMs)}, main thread ${ms(control.median.mainThreadWallMs)} on the clock / ${ms(control.median.mainThreadCpuMs)} on the CPU, benchmarkIndex ${control.perRun.map((r) => Math.round(r.benchmarkIndex ?? 0)).join(', ')}. Whatever TBT this page gets is the machine's, not the app's; it is not held to the budgets.`,
    );
  for (const [path, l] of Object.entries(f.lighthouse)) {
    const a = l.advice;
    if (!a) continue;
    out.push('', `**${path}**`);
    if (a.lcpElement)
      out.push(
        `- LCP element: \`${a.lcpElement.selector}\`${a.lcpPhases.length ? ` (${a.lcpPhases.map((p) => `${p.phase} ${p.timingMs} ms`).join(', ')})` : ''}.`,
      );
    if (a.mainThread.length)
      out.push(
        `- Main thread: ${a.mainThread
          .slice(0, 4)
          .map((m) => `${m.group} ${m.ms} ms`)
          .join(', ')}.`,
      );
    for (const item of a.items.slice(0, 6))
      out.push(`- ${item.title}${item.displayValue ? `: ${item.displayValue}` : ''}`);
  }
  return out.join('\n');
}

function loadTable(endpoints) {
  return table(
    ['endpoint', 'req/s', '× /healthz', 'p50', 'p99', 'errors', 'note'],
    endpoints.map((e) =>
      e.status === 'measured'
        ? [
            e.name,
            e.requestsPerSecond,
            e.shareOfHealthz?.toFixed(2) ?? 'n/a',
            ms(e.p50Ms),
            ms(e.p99Ms),
            e.errors,
            `load avg ${e.loadavg1Before}${e.errors ? `; status ${JSON.stringify(e.statusCodes)}` : ''}${e.altchaPool?.exhausted ? '; ALTCHA pool ran out' : ''}`,
          ]
        : [e.name, '', '', '', '', '', e.status],
    ),
  );
}

function api(f) {
  if (!f.load) return 'Not measured in this run.';
  const c = f.crypto;
  return [
    `autocannon, ${f.load.connections} connections, ${f.load.warmupSeconds} s warm-up then ${f.load.seconds} s, against the server above. "errors" counts connection errors, timeouts and non-2xx answers.`,
    '',
    loadTable(f.load.endpoints),
    '',
    `Crypto alone (median of ${c.argon2.hash.runs}, nothing else of the bench running): argon2 hash ${c.argon2.hash.medianMs.toFixed(1)} ms, verify ${c.argon2.verify.medianMs.toFixed(1)} ms (${c.argon2.options}); the ALTCHA check at the production cost (${c.altcha.cost} PBKDF2 iterations) ${c.altcha.verify.medianMs.toFixed(2)} ms on the server, while the browser's proof of work at maxCounter ${c.altcha.maxCounter} is about ${c.altcha.clientSolveEstimateMs} ms of CPU. A login spends one argon2 verify, so ${Math.round(2000 / c.argon2.verify.medianMs)} logins/s is the ceiling of 2 cores for argon2 alone.`,
  ].join('\n');
}

function scans(f) {
  if (!f.tableScans?.length) return '';
  return [
    '',
    'PostgreSQL table statistics after the load (pg_stat_user_tables, most rows read by sequential scans first):',
    '',
    table(
      ['table', 'rows', 'seq scans', 'rows read by seq scans', 'index scans'],
      f.tableScans.map((t) => [t.table, t.rows, t.seq_scan, t.seq_tup_read, t.idx_scan]),
    ),
  ].join('\n');
}

function plans(f) {
  if (!Array.isArray(f.queryPlans))
    return f.queryPlans?.error ? `\n\nQuery plans: unavailable (${f.queryPlans.error}).` : '';
  const out = [
    '',
    '',
    `Query plans of the gameList page query on ${f.settings.games.toLocaleString('en')} games (EXPLAIN (ANALYZE, BUFFERS), built by the games repository):`,
  ];
  for (const p of f.queryPlans) out.push('', `${p.name}:`, '', '```', ...p.plan, '```');
  return out.join('\n');
}

function profile(f) {
  if (!f.profile) return '';
  const list = (items) => items.map((i) => `${i.name} ${i.share}%`).join(', ');
  return [
    '',
    '',
    `CPU profile of the ${f.settings.scaleGames.toLocaleString('en')}-game server (seed, then /healthz and the gameList loads), self time ${f.profile.totalMs} ms:`,
    '',
    `- by package or folder: ${list(f.profile.byGroup)}`,
    `- by function: ${list(f.profile.byFunction)}`,
  ].join('\n');
}

function scale(f) {
  if (!f.scaleSmall || !f.load) return 'Not measured in this run.';
  const big = new Map(f.load.endpoints.map((e) => [e.name, e]));
  const rows = f.scaleSmall.endpoints.map((s) => {
    const b = big.get(s.name);
    const cell = (e) =>
      e?.status === 'measured'
        ? `${ms(e.p99Ms)} (p50 ${ms(e.p50Ms)}, ${e.shareOfHealthz?.toFixed(2)} × healthz)`
        : (e?.status ?? 'n/a');
    return [s.name, cell(s), cell(b)];
  });
  return [
    `gameList p99 with ${f.settings.scaleGames.toLocaleString('en')} and with ${f.settings.games.toLocaleString('en')} games (two fresh servers, one after the other; each row's ratio is to /healthz on the same server).`,
    '',
    table(
      [
        'call',
        `${f.settings.scaleGames.toLocaleString('en')} games`,
        `${f.settings.games.toLocaleString('en')} games`,
      ],
      rows,
    ),
  ].join('\n');
}

function installability(f) {
  const i = f.installability;
  if (!i) return 'Not measured in this run.';
  if (i.error) return `Could not be measured: ${i.error}`;
  const offline = i.offlineStartUrl ?? {};
  return [
    "Chromium's own check (`Page.getInstallabilityErrors`, what Lighthouse 11's installable-manifest audit asked; Lighthouse 12 has no PWA category), on /m/home in a fresh persistent profile with the service worker on, after a reload under its control.",
    '',
    `- Installable: ${i.installable ? 'yes' : `NO (${i.installabilityErrors.join(', ')})`}; manifest ${i.manifestUrl ?? 'none'}${i.manifestErrors.length ? `, errors: ${i.manifestErrors.join('; ')}` : ', no errors'}.`,
    `- display ${i.display}, scope ${i.scope}, start_url ${i.startUrl}; icons ${i.icons.join(', ')}.`,
    `- The service worker controls the page after a reload: ${i.controlledAfterReload ? 'yes' : 'NO'}.`,
    `- start_url offline: ${offline.status ?? 'no answer'}${offline.fromWorker ? ' from the service worker' : ''}${offline.error ? ` (${offline.error})` : ''}.`,
  ].join('\n');
}

function repeatVisit(f) {
  const r = f.repeatVisit;
  if (!r) return 'Not measured in this run.';
  if (r.error) return `Could not be measured: ${r.error}`;
  const ms = (v) => (v === null || v === undefined ? 'n/a' : `${Math.round(v)} ms`);
  return [
    `Lighthouse (mobile device, slow 4G and 4x CPU applied by DevTools: its simulation replays requests a service worker answered from its cache as network fetches) on ${r.path} in a profile that loaded it once, let the service worker precache the build and reloaded under its control; storage kept for the run. Median of ${r.runs} run(s).`,
    '',
    `- LCP ${ms(r.median.lcpMs)}, FCP ${ms(r.median.fcpMs)}, performance ${r.median.performance}.`,
    ...r.perRun.map(
      (run, i) =>
        `- run ${i + 1}: LCP ${ms(run.lcpMs)}; document from the worker: ${run.documentFromWorker ? 'yes' : 'NO'}, scripts ${run.scriptsFromWorker}/${run.scripts}; ${run.cachedEntries} cached entries, controlled before the run: ${run.controlledBeforeRun ? 'yes' : 'NO'}.`,
    ),
  ].join('\n');
}

export function renderReport(f) {
  return `# Benchmarks

Written by \`npm run bench\` (bench/run.mjs); the figures are in bench/report.json too.

${setup(f)}

## Budgets

${budgets(f)}

## Web: first-view bytes

${web(f)}

## Web: Lighthouse

${lighthouse(f)}

## Web: installable app

${installability(f)}

## Web: repeat visit from the service worker

${repeatVisit(f)}

## API load

${api(f)}

${scans(f)}

## Records (betting record, transaction record, profit and loss)

${recordsSection(f)}

## Member search (console)

${memberSearchSection(f)}

## Placing lottery orders

${lotteryOrdersSection(f)}

## Money under concurrency and kills

${moneyChaosSection()}

## Scale

${scale(f)}${profile(f)}${plans(f)}

## Method

- The web app is built with \`vite build\` into bench/out/web (not apps/web/dist, which end-to-end runs may be reading), and the server serves it from there.
- Each server runs the compiled server as \`npm start\` does (\`node apps/server/bench-dist/server.js\`, built by \`apps/server/build.mjs --outdir bench-dist\`; the \`--profile\` run from its sources through tsx, so the profile names files) with NODE_ENV=production, random production secrets (ALTCHA_HMAC_KEY, WALLET_API_HMAC_KEY …), RATE_LIMIT_MAX=100000000 (the limiter is not what is measured), SEED_GAME_COUNT, and TRUST_PROXY=127.0.0.1 so the login run can give each request its own client address (X-Forwarded-For), as many clients behind a proxy would: the per-address login limit (20 a minute) would otherwise answer 429.
- Members: \`seedBenchMembers\` (apps/server/src/db/seed/bench-members.ts) writes them with one argon2 hash shared by all.
- The memberInfo session comes from the real login call (GET /wps/verification/altcha, solved with altcha-lib's solveChallenge and the PBKDF2 deriveKey), not from a row written into the database.
- Login under load: every request carries its own solved ALTCHA (each is good once), fetched before the run. The bench server sets ALTCHA_COST=1 so that fetching and solving thousands of them is quick; the server's check at the production cost is timed alone above and is a fraction of a millisecond next to argon2.
- A call the server still answers 501 is reported as "not built yet" and not loaded.

## Reproduce

\`\`\`sh
npm run bench                    # full run, writes bench/report.md and bench/report.json (about 10 minutes)
npm run bench -- --check         # the same, then each budget as met or missed
npm run bench -- --quick --check # 1 Lighthouse run, 3 s loads; writes bench/out/report.md
npm run bench -- --only member-search --check # the console's member search alone (PostgreSQL)
npm run bench -- --only lottery-orders --check # placing lottery orders alone (PostgreSQL)
npm run bench -- --pglite        # on PGlite, what \`npm start\` runs on (writes bench/out/report.md)
\`\`\`

Needs Debian's Chromium at /usr/bin/chromium (or CHROME_PATH) and ports 18130-18134. The servers run on fresh databases on the PostgreSQL server at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a database per server, dropped afterwards) when it answers, and on PGlite otherwise.
`;
}
