import { DOMAIN_PROBE_TIMEOUT_MS, merchantOrigins, routes } from '@lotto/contract';
import { readDomainRoute, rememberDomainRoute } from './domain-list';
import { markerKeyOfPage, probeOrigin } from './domain-marker';

type Listener = () => void;

export interface FailoverDeps {
  pageOrigin: () => string;
  markerKey: () => string | null;
  probe: (origin: string, key: string) => Promise<boolean>;
  /** The page's own domain failed and `to` answers: the player moves there (domain-move.ts). */
  pageBlocked: (to: string) => void;
  fetch: typeof fetch;
  storage: () => Storage;
}

const defaultDeps: FailoverDeps = {
  pageOrigin: () => window.location.origin,
  markerKey: () => markerKeyOfPage(),
  probe: (origin, key) => probeOrigin(origin, key, DOMAIN_PROBE_TIMEOUT_MS),
  pageBlocked: (to) => {
    void import('./domain-move').then((m) => m.movePlayer(to));
  },
  fetch: (...args) => fetch(...args),
  storage: () => localStorage,
};

let deps = defaultDeps;
/** The API's origin when it is not the page's own (null: the page's, by relative URLs). */
let apiOrigin: string | null = null;
let unreachable = false;
let inFlight: Promise<string | null> | null = null;
const listeners = new Set<Listener>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Prefix of every call's URL: empty while the page's own domain serves the API. */
export const apiBase = (): string => apiOrigin ?? '';
export const currentApiOrigin = (): string => apiOrigin ?? deps.pageOrigin();

/** True once every domain failed like a block: the player is told (DomainNotice). */
export const isDomainUnreachable = (): boolean => unreachable;
export const subscribeDomainState = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A call was answered by this platform: whatever failed before works again. */
export const noteApiAnswered = (): void => {
  if (!unreachable) return;
  unreachable = false;
  emit();
};

const sendReport = (from: string, to: string) =>
  deps
    .fetch(`${to}${routes.domainReport.path}`, {
      method: routes.domainReport.method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ from, to }),
    })
    .catch(() => undefined);

/** The list as the healthy domain has it now (an operator may have marked more blocked). */
const refreshList = async (from: string) => {
  try {
    const answer = await deps.fetch(`${from}${routes.domainRoute.path}`, {
      headers: { Accept: 'application/json' },
    });
    const data = (await answer.json()) as { success?: boolean; value?: unknown };
    const value = data.value as Parameters<typeof rememberDomainRoute>[0] | undefined;
    if (
      data.success &&
      value &&
      typeof value.mainDomain === 'string' &&
      Array.isArray(value.domains)
    )
      rememberDomainRoute(value, deps.storage());
  } catch {
    // The list of the last start stays.
  }
};

const moveTo = (to: string, from: string) => {
  apiOrigin = to === deps.pageOrigin() ? null : to;
  unreachable = false;
  emit();
  void sendReport(from, to);
  void refreshList(to);
  if (from === deps.pageOrigin() && to !== from) deps.pageBlocked(to);
};

/**
 * A call to `failed` failed like a block (no connection, a time-out, an answer that is not this
 * platform's): unless `failed` itself proves fine again, the merchant's other domains are probed
 * in order and the first that proves to be this platform takes every call. Calls failing at once share one search. Answers the origin calls go to now, or null
 * when none answers (the player is told) or the app knows no other domain.
 */
export function failOver(failed: string): Promise<string | null> {
  inFlight ??= (async () => {
    const key = deps.markerKey();
    const route = readDomainRoute(deps.storage());
    if (!key || !route) return null;
    const page = deps.pageOrigin();
    const others = [page, ...merchantOrigins(route)].filter(
      (origin, i, all) => origin !== failed && all.indexOf(origin) === i,
    );
    // A lost answer is not a block: the failed domain proves itself first, so one bad moment
    // neither moves the player nor counts in the operators' reports.
    if (await deps.probe(failed, key)) return failed;
    for (const origin of others) {
      if (await deps.probe(origin, key)) {
        moveTo(origin, failed);
        return origin;
      }
    }
    unreachable = true;
    emit();
    return null;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The page's own code failed to load (a lazy page's chunk): its domain may be blocked. The search
 * runs as for a call; where another domain answers, the player moves there.
 */
export const pageCodeFailed = (): Promise<string | null> => failOver(deps.pageOrigin());

/** Tests: other collaborators, and the state of a fresh start. */
export const resetDomainFailover = (replace: Partial<FailoverDeps> = {}): void => {
  deps = { ...defaultDeps, ...replace };
  apiOrigin = null;
  unreachable = false;
  inFlight = null;
};
