// Every page of the app, from its declarations (apps/web/src/config/pages.ts), for the bench's
// Lighthouse runs: the page's first path, and whether it needs a member's session (§6).
import { spawnSync } from 'node:child_process';
import { ROOT } from './paths.mjs';

/**
 * Pages that have no first view of their own to measure: each opens with what another page or
 * site hands it and then leaves, or shows an error without it.
 */
export const UNMEASURED_PAGES = {
  'identity-callback': 'opened by an identity provider with its code, then leaves for the app',
  'start-lottery': "a lottery game's frame, opened with the game's id by the lottery pages",
  'launch-game': "leaves for the vendor's game at once (or for login without a session)",
};

/**
 * Pages that send a visitor to /m/login themselves without being declared `session: 'required'`:
 * measured with the member's session, or the run would measure the login page.
 */
const SESSION_PAGES = new Set(['change-password']);

/** The agent pages, measured as the demo line's top agent (a member would meet "not an agent", §8). */
const AGENT_PAGES = new Set([
  'agent-register',
  'team-pnl',
  'team-overview',
  'member-team',
  'team-betting',
  'salary-contract',
  'dividend-contract',
  'hour-contract',
]);

/** `{ name, path, session, agent }` of every measured page, and the unmeasured ones with why. */
export function everyPage() {
  // pages.ts is plain data with a type import only: tsx reads it without the app.
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { pages } = await import('./apps/web/src/config/pages.ts');
       console.log(JSON.stringify(Object.entries(pages).map(([name, p]) =>
         ({ name, path: Object.values(p.paths)[0], session: p.session === 'required' }))));`,
    ],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (r.status !== 0) throw new Error('could not read apps/web/src/config/pages.ts');
  const all = JSON.parse(r.stdout.trim().split('\n').pop());
  return {
    measured: all
      .filter((p) => !(p.name in UNMEASURED_PAGES))
      .map((p) => ({
        ...p,
        session: p.session || SESSION_PAGES.has(p.name),
        agent: AGENT_PAGES.has(p.name),
      })),
    unmeasured: all
      .filter((p) => p.name in UNMEASURED_PAGES)
      .map((p) => ({ ...p, why: UNMEASURED_PAGES[p.name] })),
  };
}
