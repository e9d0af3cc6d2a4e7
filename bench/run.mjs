#!/usr/bin/env node
// `npm run bench [-- --check] [-- --quick] [-- --postgres[=url]]`: builds the production web app,
// runs the real server on fresh seeded databases, measures, and writes bench/report.md and
// bench/report.json (quick or partial runs write to bench/out/ instead).
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import * as prettier from 'prettier';
import { BUDGETS, describeCheck, evaluateBudgets } from './lib/budgets.mjs';
import { CHROMIUM } from './lib/chromium.mjs';
import {
  DEEP_PAGE,
  fixedRequests,
  gameListRequests,
  loginRequest,
  memberInfoRequest,
} from './lib/endpoints.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { memberSessionRecord } from './lib/member-session.mjs';
import { everyPage } from './lib/page-list.mjs';
import { measureInstallability } from './lib/installability.mjs';
import { measureRepeatVisit } from './lib/repeat-visit.mjs';
import { tracePages } from './lib/trace.mjs';
import { warmUp } from './lib/warm-up.mjs';
import { CONNECTIONS, measure } from './lib/load.mjs';
import { BENCH, OUT, ROOT } from './lib/paths.mjs';
import { summarizeProfile } from './lib/profile.mjs';
import { renderReport } from './lib/report.mjs';
import {
  WEB_DIST,
  buildWeb,
  explainGameList,
  measureCryptoCost,
  startServer,
} from './lib/server.mjs';
import { composition } from './lib/composition.mjs';
import { measureLotteryOrders } from './lib/lottery-orders.mjs';
import { measureMemberSearch } from './lib/member-search.mjs';
import { CONTROL_PAGE, writeControlPage } from './lib/control-page.mjs';
import { manifestFirstView, measureRealLoads } from './lib/web-bytes.mjs';
import { measureRecords } from './lib/records.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.some((a) => a === `--${name}` || a.startsWith(`--${name}=`));
const value = (name) =>
  args
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
if (flag('help')) {
  console.log(`npm run bench -- [options]
  --check            print each budget as met or missed, by how much (exit code stays 0)
  --quick            1 Lighthouse run per page, 3 s loads, 1 s warm-up (report goes to bench/out/)
  --postgres[=url]   fresh databases on this PostgreSQL server (default: BENCH_DATABASE_URL or
                     postgres://postgres@127.0.0.1:5432/postgres, used whenever it answers)
  --pglite           fresh PGlite databases instead (what \`npm start\` runs on)
  --http1            Lighthouse over plain HTTP/1.1 (the load server) instead of HTTPS with HTTP/2
  --skip-web --skip-lighthouse --skip-load --skip-scale   leave a part out (report goes to bench/out/)
  --profile          CPU-profile the scale server (healthz and gameList under load) and list where
                     its time went (bench/out/profile)
  --only member-search   only the console's member search over 1,000,000 members (PostgreSQL)
  --only lottery-orders  only placing lottery orders at 20 connections (PostgreSQL)
  --only repeat-visit    only /m/home's repeat visit from the service worker's cache (Lighthouse,
                         warm run; HTTPS page server)
  --only pages           only Lighthouse on every page of apps/web/src/config/pages.ts (members'
                         pages with a member's session) beside the control page
  --main-pages       Lighthouse on the four main pages only, not on every page
  --pages=a,b        with --only pages: of the other pages only these paths (/m/register,...),
                     as many runs each as the main pages
  --only records         only a member's records pages over 1,000,000 bets and 1,000,000 ledger
                         entries at 20 connections (PostgreSQL)
  --trace            only this: one traced Lighthouse run per page, where its main-thread time goes
                     (simulated and observed tasks, hottest functions) in bench/out/trace/report.md
  --no-build         reuse bench/out/web from the last run`);
  process.exit(0);
}

/** `--only member-search` or `--only=member-search`: one scenario alone. */
const only = value('only') ?? (args.includes('--only') ? args[args.indexOf('--only') + 1] : null);
const ONLY = ['member-search', 'lottery-orders', 'records', 'repeat-visit', 'pages'];
if (only && !ONLY.includes(only)) throw new Error(`--only knows ${ONLY.join(', ')}, not ${only}`);

const DEFAULT_POSTGRES =
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * PostgreSQL is what a busy operator runs, and PGlite answers every query on the server's own
 * thread, so the bench uses PostgreSQL when one answers and PGlite otherwise (or with --pglite).
 */
async function chooseDatabase() {
  if (flag('pglite')) return undefined;
  const url = value('postgres') || DEFAULT_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch (err) {
    if (flag('postgres')) throw new Error(`no PostgreSQL at ${url}: ${err.message}`);
    console.log(`[bench] no PostgreSQL at ${url}; using PGlite`);
    return undefined;
  }
}

const quick = flag('quick');
const settings = {
  quick,
  lighthouseRuns: quick ? 1 : 3,
  /** Every page beyond the four main ones: one run each keeps the full bench near 20 minutes. */
  everyPageRuns: 1,
  loadSeconds: quick ? 3 : 10,
  warmupSeconds: quick ? 1 : 3,
  connections: CONNECTIONS,
  games: Number(value('games') ?? 20_000),
  scaleGames: 2_000,
  members: 10_000,
  postgresUrl: await chooseDatabase(),
  ports: { main: 18130, scale: 18131, web: 18132, members: 18133, lottery: 18134, records: 18135 },
  lighthouseTransport: flag('http1') ? 'HTTP/1.1' : 'HTTPS, HTTP/2',
};
const skip = {
  web: flag('skip-web'),
  lighthouse: flag('skip-lighthouse'),
  load: flag('skip-load'),
  scale: flag('skip-scale'),
};
const partial =
  Boolean(only) ||
  flag('pglite') ||
  flag('profile') ||
  flag('http1') ||
  flag('main-pages') ||
  flag('pages') ||
  quick ||
  Object.values(skip).some(Boolean) ||
  settings.games !== 20_000;
const profileDir = flag('profile') ? join(OUT, 'profile') : null;
const PASSWORD = 'Bench-Password-2026!';

export const PAGES = [
  { name: 'home', page: 'home', path: '/m/home', source: 'src/app/routes/home.tsx' },
  { name: 'login', page: 'login', path: '/m/login', source: 'src/app/routes/login.tsx' },
  {
    name: 'gameList',
    page: 'game-list',
    path: '/m/gameList',
    source: 'src/app/routes/game-list.tsx',
  },
  { name: 'lottery', page: 'lottery', path: '/m/lottery', source: 'src/app/routes/lottery.tsx' },
];
/** The bench's member on the page server, whose session opens the members' pages. */
const PAGE_MEMBER = 'bench1';
/** The demo agent line's top agent (docs/agents.md), seeded on the page server for the agent pages. */
const PAGE_AGENT = { username: 'demotop', password: 'Demo-Agent-2026!' };

/** Issue 18's money pages ask for a session first, so their first view is the manifest's. */
const MANIFEST_PAGES = [
  { path: '/m/voucherCenter', source: 'src/app/routes/deposit.tsx' },
  { path: '/m/withdraw', source: 'src/app/routes/withdraw.tsx' },
];

const started = Date.now();
const log = (msg) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${msg}`);
const loads = [];
const noteLoad = (phase) => loads.push({ phase, loadavg1: Number(loadavg()[0].toFixed(2)) });
const sh = (cmd) => {
  try {
    return execSync(cmd, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
};

const figures = {
  generatedAt: new Date().toISOString(),
  settings,
  environment: {
    commit: sh('git rev-parse --short HEAD'),
    uncommittedChanges: Boolean(sh('git status --porcelain')),
    node: process.version,
    chromium: sh(`${CHROMIUM} --version`),
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    othersProcesses: null,
  },
  budgets: BUDGETS,
};

async function measureAll(server, list) {
  /** @type {Record<string, any>[]} the measured, skipped and failed calls alike */
  const out = [];
  for (const item of list) {
    if (item.skipped) {
      out.push({ name: item.name, status: item.skipped });
      continue;
    }
    noteLoad(item.name);
    log(`  load ${item.name}`);
    const result = await measure(server.base, item.name, item.request, {
      seconds: settings.loadSeconds,
      warmupSeconds: settings.warmupSeconds,
    });
    out.push({
      ...result,
      ...(item.budget ? { budget: item.budget } : {}),
      loadavg1Before: loads.at(-1).loadavg1,
    });
  }
  const healthz = out.find((e) => e.name === 'healthz' && e.status === 'measured');
  for (const e of out) {
    if (healthz && e.status === 'measured')
      e.shareOfHealthz =
        Math.round((e.requestsPerSecond / healthz.requestsPerSecond) * 1000) / 1000;
  }
  return out;
}

/** The host's floor (control-page.mjs): the same Lighthouse runs on a page with no script. */
async function measureControl(base) {
  const measured = await measureLighthouse(base, [CONTROL_PAGE], settings.lighthouseRuns, log);
  return {
    ...measured[CONTROL_PAGE.path],
    path: CONTROL_PAGE.path,
    page: CONTROL_PAGE.description,
  };
}

/**
 * Lighthouse on every other page of the app (config/pages.ts), once each unless `runs` says more;
 * members' pages as `bench1` and the agent pages as the demo line's top agent, each logged in
 * through the login page. Answers the figures by path and what was left out, with why.
 */
async function measureEveryPage(web, runs) {
  const { measured, unmeasured } = everyPage();
  const main = new Set(PAGES.map((p) => p.page));
  // `--pages=/m/register,/m/withdraw`: only these beside the main pages and the control.
  const chosen = value('pages')?.split(',');
  const rest = measured.filter((p) => !main.has(p.name) && (!chosen || chosen.includes(p.path)));
  const agentPages = rest.filter((p) => p.agent);
  const memberPages = rest.filter((p) => !p.agent);
  log(
    `every page: ${rest.length} more page(s), ${runs} run(s) each; logging ${PAGE_MEMBER} and ${PAGE_AGENT.username} in`,
  );
  const session = await memberSessionRecord(web.base, PAGE_MEMBER, PASSWORD);
  const agentSession = await memberSessionRecord(
    web.base,
    PAGE_AGENT.username,
    PAGE_AGENT.password,
  );
  await warmUp(web.base, memberPages, session);
  await warmUp(web.base, agentPages, agentSession);
  const figuresByPath = {
    ...(await measureLighthouse(web.base, memberPages, runs, log, session)),
    ...(await measureLighthouse(web.base, agentPages, runs, log, agentSession)),
  };
  return {
    figuresByPath,
    pages: {
      measured: measured.map(({ name, path, session: s, agent }) => ({
        name,
        path,
        session: s,
        agent,
      })),
      unmeasured,
    },
  };
}

const running = [];
async function stopAll() {
  while (running.length)
    await running
      .pop()
      .stop()
      .catch(() => {});
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}

/**
 * A server of its own for page loads (Lighthouse, traces), with no members, each page visited
 * once already (warm-up.mjs); over HTTPS with HTTP/2 unless `tls` is false.
 */
async function startPageServer(label, tls) {
  const web = await startServer({
    label,
    port: settings.ports.web,
    games: settings.games,
    members: 1,
    password: PASSWORD,
    agentLine: true,
    postgresUrl: settings.postgresUrl,
    tls,
  });
  running.push(web);
  await warmUp(web.base, PAGES);
  return web;
}

/** The console's member search (bench/lib/member-search.mjs), on a server of its own. */
const memberSearch = () =>
  measureMemberSearch({
    startServer,
    running,
    port: settings.ports.members,
    password: PASSWORD,
    postgresUrl: settings.postgresUrl,
    seconds: settings.loadSeconds,
    warmupSeconds: settings.warmupSeconds,
    log,
  });

/** A member's records pages (bench/lib/records.mjs) on `server`, which has member bench1. */
const records = (server) =>
  measureRecords(
    server,
    {
      username: 'bench1',
      password: PASSWORD,
      seconds: settings.loadSeconds,
      warmupSeconds: settings.warmupSeconds,
    },
    log,
  );

/** Placing lottery orders (bench/lib/lottery-orders.mjs), on a server of its own. */
const lotteryOrders = () =>
  measureLotteryOrders({
    startServer,
    running,
    port: settings.ports.lottery,
    password: PASSWORD,
    postgresUrl: settings.postgresUrl,
    seconds: settings.loadSeconds,
    warmupSeconds: settings.warmupSeconds,
    log,
  });

/** A run of one measure (--only) ends here: the servers stop and the report is written. */
async function endOnly() {
  noteLoad('end');
  await stopAll();
  await writeReport();
  process.exit(0);
}

try {
  await mkdir(OUT, { recursive: true });
  noteLoad('start');
  if (only === 'lottery-orders') {
    noteLoad('lottery orders');
    figures.lotteryOrders = await lotteryOrders();
    await endOnly();
  }
  if (only === 'records') {
    noteLoad('records');
    const server = await startServer({
      label: 'records',
      port: settings.ports.records,
      games: 100,
      members: 1,
      password: PASSWORD,
      postgresUrl: settings.postgresUrl,
    });
    running.push(server);
    figures.records = await records(server);
    await endOnly();
  }
  if (only === 'member-search') {
    noteLoad('member search');
    figures.memberSearch = await memberSearch();
    await endOnly();
  }
  if (!flag('no-build')) {
    log('building the web app into bench/out/web');
    buildWeb();
  }
  await writeControlPage(WEB_DIST);

  if (only === 'pages') {
    const web = await startPageServer('web', !flag('http1'));
    log(`lighthouse over ${web.transport} on every page`);
    noteLoad('lighthouse');
    figures.lighthouse = await measureLighthouse(web.base, PAGES, settings.lighthouseRuns, log);
    figures.lighthouseControl = await measureControl(web.base);
    // A few pages named with --pages get as many runs as the main pages.
    const every = await measureEveryPage(
      web,
      flag('pages') ? settings.lighthouseRuns : settings.everyPageRuns,
    );
    Object.assign(figures.lighthouse, every.figuresByPath);
    figures.everyPage = every.pages;
    await endOnly();
  }
  if (only === 'repeat-visit') {
    const web = await startPageServer('web', !flag('http1'));
    log(`repeat visit over ${web.transport}: ${settings.lighthouseRuns} run(s)`);
    noteLoad('repeat visit');
    figures.repeatVisit = await measureRepeatVisit(web.base, settings.lighthouseRuns, log);
    await endOnly();
  }

  if (flag('trace')) {
    const web = await startPageServer('trace', !flag('http1'));
    log(`traces over ${web.transport}`);
    const file = await tracePages(web.base, PAGES, log);
    await stopAll();
    log(`wrote ${file.replace(ROOT, '')}`);
    process.exit(0);
  }

  log('timing argon2 and the ALTCHA check alone');
  figures.crypto = measureCryptoCost();

  if (!skip.scale && !skip.load) {
    log(`scale: server with ${settings.scaleGames} games on port ${settings.ports.scale}`);
    const small = await startServer({
      label: 'scale',
      port: settings.ports.scale,
      games: settings.scaleGames,
      members: 0,
      password: PASSWORD,
      postgresUrl: settings.postgresUrl,
      nodeArgs: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
      // A CPU profile names the functions' files only when the server runs from its sources.
      compiled: !profileDir,
    });
    running.push(small);
    log(`  ready (${JSON.stringify(small.timings)})`);
    const list = [fixedRequests[0], ...(await gameListRequests(small.base))];
    figures.scaleSmall = {
      games: settings.scaleGames,
      timings: small.timings,
      endpoints: await measureAll(small, list),
    };
    await running.pop().stop();
    if (profileDir) figures.profile = summarizeProfile(profileDir);
  }

  if (!skip.lighthouse && !flag('http1')) {
    // A phone reaches a production site over HTTPS, where browsers speak HTTP/2: one warm
    // connection for the whole first view instead of six new ones. The load figures stay on plain
    // HTTP, so that they compare with earlier runs and measure the app, not the TLS library.
    log(`web: HTTPS server with ${settings.games} games on port ${settings.ports.web}`);
    const web = await startPageServer('web', true);
    log(`lighthouse over ${web.transport}: ${settings.lighthouseRuns} run(s) per page`);
    noteLoad('lighthouse');
    figures.lighthouse = await measureLighthouse(web.base, PAGES, settings.lighthouseRuns, log);
    figures.lighthouseControl = await measureControl(web.base);
    if (!flag('main-pages')) {
      const every = await measureEveryPage(web, settings.everyPageRuns);
      Object.assign(figures.lighthouse, every.figuresByPath);
      figures.everyPage = every.pages;
    }
    figures.installability = await measureInstallability(web.base, log).catch((err) => ({
      error: err.message,
    }));
    figures.repeatVisit = await measureRepeatVisit(web.base, settings.lighthouseRuns, log);
    await running.pop().stop();
  }

  log(
    `main: server with ${settings.games} games and ${settings.members} members on port ${settings.ports.main}`,
  );
  const server = await startServer({
    label: 'main',
    port: settings.ports.main,
    games: settings.games,
    members: settings.members,
    password: PASSWORD,
    postgresUrl: settings.postgresUrl,
  });
  running.push(server);
  figures.server = {
    databaseKind: server.databaseKind,
    games: server.games,
    members: server.members,
    timings: server.timings,
  };
  log(`  ready (${JSON.stringify(server.timings)})`);

  if (!skip.web) {
    log('web bytes: manifest and a real load in Chromium');
    noteLoad('web bytes');
    const real = await measureRealLoads(server.base, WEB_DIST, PAGES);
    figures.web = { pages: {} };
    for (const p of PAGES) {
      const manifest = manifestFirstView(WEB_DIST, p.source);
      const realLoad = real[p.path];
      const jsFiles = realLoad?.js.files ?? manifest.js.files;
      figures.web.pages[p.path] = {
        manifest,
        realLoad,
        composition: composition(WEB_DIST, jsFiles),
      };
    }
    for (const p of MANIFEST_PAGES) {
      const manifest = manifestFirstView(WEB_DIST, p.source);
      figures.web.pages[p.path] = {
        manifest,
        composition: composition(WEB_DIST, manifest.js.files),
      };
    }
  }

  if (!skip.lighthouse && flag('http1')) {
    await warmUp(server.base, PAGES);
    log(`lighthouse over HTTP/1.1: ${settings.lighthouseRuns} run(s) per page`);
    noteLoad('lighthouse');
    figures.lighthouse = await measureLighthouse(server.base, PAGES, settings.lighthouseRuns, log);
    figures.lighthouseControl = await measureControl(server.base);
    figures.installability = await measureInstallability(server.base, log).catch((err) => ({
      error: err.message,
    }));
    figures.repeatVisit = await measureRepeatVisit(server.base, settings.lighthouseRuns, log);
  }

  if (!skip.load) {
    log(
      `API load: ${CONNECTIONS} connections, ${settings.warmupSeconds} s warm-up, ${settings.loadSeconds} s measured`,
    );
    const list = [
      ...fixedRequests,
      ...(await gameListRequests(server.base)),
      await memberInfoRequest(server.base, 'bench1', PASSWORD),
    ];
    const endpoints = await measureAll(server, list);
    const login = await loginRequest(server.base, {
      members: settings.members,
      password: PASSWORD,
      seconds: settings.loadSeconds,
      warmupSeconds: settings.warmupSeconds,
      verifyMs: figures.crypto.argon2.verify.medianMs,
    });
    const [loginResult] = await measureAll(server, [login]);
    const healthz = endpoints.find((e) => e.name === 'healthz' && e.status === 'measured');
    if (healthz && loginResult.status === 'measured')
      loginResult.shareOfHealthz =
        Math.round((loginResult.requestsPerSecond / healthz.requestsPerSecond) * 1000) / 1000;
    loginResult.altchaPool = {
      size: login.poolSize,
      used: login.used(),
      exhausted: login.used() > login.poolSize,
    };
    endpoints.push(loginResult);
    figures.tableScans = await server.tableScans().catch(() => null);
    log('  query plans of gameList');
    figures.queryPlans = explainGameList(server, (DEEP_PAGE - 1) * 15);
    figures.load = {
      connections: CONNECTIONS,
      seconds: settings.loadSeconds,
      warmupSeconds: settings.warmupSeconds,
      endpoints,
    };
    // Last: it writes two million rows into this server's database.
    noteLoad('records');
    figures.records = await records(server);
    await stopAll();
    noteLoad('member search');
    figures.memberSearch = await memberSearch();
    await stopAll();
    noteLoad('lottery orders');
    figures.lotteryOrders = await lotteryOrders();
  }
  noteLoad('end');
  figures.environment.othersProcesses = sh('ps -eo pcpu,args --sort=-pcpu | head -8 | cut -c1-90');
} finally {
  await stopAll();
}

await writeReport();

/** bench/report.md and report.json (bench/out/ for partial runs), and the budgets with --check. */
async function writeReport() {
  figures.loadAverage = loads;
  figures.durationSeconds = Math.round((Date.now() - started) / 1000);
  figures.checks = evaluateBudgets(figures);
  figures.deepPage = DEEP_PAGE;

  const dir = partial ? OUT : BENCH;
  // Formatted as `npm run lint` expects, since bench/report.json is committed.
  const json = JSON.stringify(figures, null, 2);
  const prettierOptions = (await prettier.resolveConfig(join(dir, 'report.json'))) ?? {};
  await writeFile(
    join(dir, 'report.json'),
    await prettier.format(json, { ...prettierOptions, parser: 'json' }),
  );
  await writeFile(join(dir, 'report.md'), renderReport(figures));
  log(`wrote ${join(dir, 'report.md').replace(ROOT, '')} and report.json`);

  if (flag('check')) {
    console.log('\nBudgets (not a CI gate):');
    for (const c of figures.checks)
      console.log(
        `  ${c.met === false ? '✗' : c.met ? '✓' : '·'} ${c.name} — ${c.subject}: ${describeCheck(c)}`,
      );
  }
}
