import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { FirstViewAnswers } from '@lotto/contract';

/** The web build's server render (apps/web/src/server/entry-server.tsx, `vite build --ssr`). */
export const SERVER_RENDER_DIR = 'ssr';
const SERVER_RENDER_ENTRY = `${SERVER_RENDER_DIR}/entry-server.js`;

/**
 * The server's own sanitize-html, which the render cleans the merchant's HTML with (the web's
 * entry-server.tsx `cleanHtmlWith`): the served HTML is what the API's cleaning lets through.
 */
const SANITIZE_HTML_URL = pathToFileURL(
  createRequire(import.meta.url).resolve('sanitize-html'),
).href;

/** A page's first view as HTML, and the style its <html> needs before the first paint. */
export interface FirstViewHtml {
  html: string;
  rootStyle: string;
  /** Only the page's outline: the app renders the page over it (OUTLINE_ATTRIBUTE). */
  outline?: boolean;
}

/**
 * Whose first view: a visitor's page, or the outline every member sees of a page that needs a
 * session (apps/web/src/app/member-outline.tsx), never one member's data.
 */
export type Viewer = 'visitor' | 'member';

export type RenderFirstView = (
  href: string,
  answers: FirstViewAnswers,
  viewer?: Viewer,
) => Promise<FirstViewHtml | null>;

/**
 * The first visitor of a page waits this long for its render at most, then gets the empty root;
 * the render goes on and serves the next. A render that takes longer has hung (a call the index
 * did not answer): its worker is ended.
 */
export const FIRST_VIEW_RENDER_WAIT_MS = 1_000;
const RENDER_TIMEOUT_MS = 10_000;
/** Renders kept: pages × languages × the few answer sets alive at once (a draw, a catalogue). */
const MAX_RENDERS = 300;

// The app's modules read the browser's globals (server-globals.ts sets stand-ins): they live in a
// thread of their own, never in the server's.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let entry;
parentPort.on('message', async ({ id, href, answers, viewer }) => {
  try {
    entry ??= import(workerData.entryUrl).then(async (loaded) => {
      const cleaner = await import(workerData.cleanHtmlWith);
      loaded.cleanHtmlWith?.(cleaner.default);
      return loaded;
    });
    const loaded = await entry;
    const result =
      href === null
        ? null
        : viewer === 'member'
          ? await loaded.renderMemberOutline(href, answers)
          : await loaded.renderFirstView(href, answers);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});`;

interface Reply {
  id: number;
  result?: FirstViewHtml | null;
  error?: string;
}

/** One render at a time: the app's language and address are the worker's globals. */
function createRenderWorker(entryUrl: string, cleanHtmlWith: string) {
  let worker: Worker | null = null;
  let nextId = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const waiting = new Map<number, (reply: Reply) => void>();
  const start = () => {
    const started = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { entryUrl, cleanHtmlWith },
    });
    started.unref();
    started.on('message', (reply: Reply) => waiting.get(reply.id)?.(reply));
    started.on('error', (error) => {
      for (const settle of waiting.values()) settle({ id: -1, error: String(error) });
      if (worker === started) worker = null;
    });
    started.on('exit', () => {
      if (worker === started) worker = null;
    });
    return started;
  };
  const renderNow = (href: string | null, answers: FirstViewAnswers | null, viewer?: Viewer) =>
    new Promise<FirstViewHtml | null>((resolve, reject) => {
      const id = nextId++;
      const current = (worker ??= start());
      const timer = setTimeout(() => {
        waiting.delete(id);
        void current.terminate();
        reject(
          new Error(`the render of ${href ?? 'the app'} took more than ${RENDER_TIMEOUT_MS} ms`),
        );
      }, RENDER_TIMEOUT_MS);
      waiting.set(id, (reply) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (reply.error !== undefined) reject(new Error(reply.error));
        else resolve(reply.result ?? null);
      });
      current.postMessage({ id, href, answers, viewer });
    });
  return {
    render(href: string, answers: FirstViewAnswers, viewer: Viewer): Promise<FirstViewHtml | null> {
      const done = queue.then(() => renderNow(href, answers, viewer));
      queue = done.catch(() => undefined);
      return done;
    },
    /** Loads the app's code ahead, so that the first visitor does not wait for it. */
    warm(): void {
      queue = queue.then(() => renderNow(null, null)).catch(() => undefined);
    },
    close: () => worker?.terminate(),
  };
}

/**
 * Fields that count the seconds to a draw (lotteryMenu, lotteryDrawNumber): different in every
 * answer, and not drawn by the served page, whose countdowns start with the app (lottery-screen).
 */
const CLOCK_FIELDS: ReadonlySet<string> = new Set(['remainTime']);
const withoutClock = (key: string, value: unknown) => (CLOCK_FIELDS.has(key) ? undefined : value);

/**
 * What a render depends on: the page's address, its language and the answers it is drawn from (the
 * merchant's settings and the catalogue's lists among them), not the time they were made nor the
 * order in which the calls came back.
 */
const renderKey = (href: string, answers: FirstViewAnswers, viewer: Viewer): string => {
  const hash = createHash('sha256').update(
    `${viewer}\u0000${href}\u0000${answers.language}\u0000${answers.merchant}`,
  );
  for (const key of Object.keys(answers.answers).sort())
    hash.update(`\u0000${key}\u0000${JSON.stringify(answers.answers[key], withoutClock)}`);
  return hash.digest('base64url');
};

/**
 * A visitor's first view of a page, rendered once per address, language and set of answers and
 * reused; null while it renders (past FIRST_VIEW_RENDER_WAIT_MS), for a page the app does not render
 * on the server, or without a server render in the build (the index then has today's empty root).
 */
export async function createFirstViewHtml(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<{ render: RenderFirstView; close: () => void } | null> {
  const entry = join(distDir, SERVER_RENDER_ENTRY);
  try {
    await access(entry);
  } catch {
    log.warn({ entry }, 'no server render in the web build: pages start with an empty root');
    return null;
  }
  const worker = createRenderWorker(pathToFileURL(entry).href, SANITIZE_HTML_URL);
  worker.warm();
  const renders = new Map<string, Promise<FirstViewHtml | null>>();
  let failureLogged = false;
  const render: RenderFirstView = async (href, answers, viewer = 'visitor') => {
    const key = renderKey(href, answers, viewer);
    let made = renders.get(key);
    if (!made) {
      if (renders.size >= MAX_RENDERS) renders.delete(renders.keys().next().value as string);
      made = worker.render(href, answers, viewer).catch((error: unknown) => {
        if (!failureLogged) log.error({ err: error, href }, 'server render failed: empty root');
        failureLogged = true;
        return null;
      });
      renders.set(key, made);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), FIRST_VIEW_RENDER_WAIT_MS);
    });
    try {
      return await Promise.race([made, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return { render, close: () => void worker.close() };
}
