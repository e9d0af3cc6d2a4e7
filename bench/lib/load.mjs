// API load with autocannon: a warm-up, then a measured run; a call still answered 501 is
// reported as not built instead of being measured.
import autocannon from 'autocannon';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const CONNECTIONS = 50;
const API_HEADERS = { device: 'MOBILE', accept: 'application/json' };

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) =>
      err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(result),
    );
  });
}

/** The fields the report keeps from an autocannon result. */
function summarize(result) {
  const non2xx = result.non2xx ?? 0;
  return {
    seconds: result.duration,
    requestsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + non2xx,
    non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]),
    ),
  };
}

async function probe(base, request) {
  const res = await fetch(base + request.path, {
    method: request.method ?? 'GET',
    headers: {
      ...API_HEADERS,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
    body: request.body,
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, json };
}

/**
 * A load measure's server of its own, on PostgreSQL, with 100 games and `members` members:
 * `startServer` is bench/lib/server.mjs's, `running` the servers stopped at the end.
 */
export async function startOwnServer(
  { startServer, running, port, password, postgresUrl, log },
  name,
  label,
  members,
) {
  log(`${name}: server on port ${port}`);
  const server = await startServer({ label, port, games: 100, members, password, postgresUrl });
  running.push(server);
  return server;
}

/**
 * Loads one endpoint. `request` is { path, method?, headers?, body? } or, for calls that need a
 * fresh body each time, { path, method, probeBody, setupRequest }.
 */
export async function measure(
  base,
  name,
  request,
  { seconds, warmupSeconds, connections = CONNECTIONS },
) {
  const first = await probe(base, { ...request, body: request.probeBody ?? request.body });
  if (first.status === 501) return { name, path: request.path, status: 'not built yet' };
  if (first.status >= 400) {
    return {
      name,
      path: request.path,
      status: `answers ${first.status}: ${first.json?.message ?? ''}`.trim(),
    };
  }
  const opts = {
    url: base,
    connections,
    headers: {
      ...API_HEADERS,
      ...(request.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
    requests: [
      {
        method: request.method ?? 'GET',
        path: request.path,
        ...(request.body ? { body: request.body } : {}),
        ...(request.setupRequest ? { setupRequest: request.setupRequest } : {}),
      },
    ],
  };
  if (warmupSeconds > 0) await run({ ...opts, duration: warmupSeconds });
  const result = await run({ ...opts, duration: seconds });
  return { name, path: request.path, status: 'measured', ...summarize(result) };
}

let addressSeq = 0;
/** A distinct client address per request, as many clients behind one proxy would send. */
export function nextForwardedFor() {
  addressSeq++;
  return `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
}

/** Solved ALTCHA payloads fetched ahead, one per login (each is good once). */
export async function solvedAltchas(base, count, parallel = 16) {
  const out = [];
  async function one() {
    const res = await fetch(`${base}/wps/verification/altcha`, {
      headers: { ...API_HEADERS, 'x-forwarded-for': nextForwardedFor() },
    });
    if (!res.ok) throw new Error(`altcha challenge answered ${res.status}`);
    const challenge = (await res.json()).value;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('could not solve the ALTCHA challenge');
    out.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  for (let i = 0; i < count; i += parallel) {
    await Promise.all(Array.from({ length: Math.min(parallel, count - i) }, one));
  }
  return out;
}

/** Logs a bench member in through the real login call and returns the session token. */
export async function loginOnce(base, username, password) {
  const [altcha] = await solvedAltchas(base, 1);
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: {
      ...API_HEADERS,
      'content-type': 'application/json',
      'x-forwarded-for': nextForwardedFor(),
    },
    body: JSON.stringify({ type: 'username', username, password, altcha }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`login answered ${res.status}: ${body.message}`);
  return body.value.token;
}
