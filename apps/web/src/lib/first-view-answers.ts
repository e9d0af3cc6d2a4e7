import { FIRST_VIEW_ELEMENT_ID, firstViewKey } from '@lotto/contract';
import type { FirstViewAnswers } from '@lotto/contract';

/**
 * The index the server sends carries the answers of this page's first calls (a JSON data block,
 * never run as script). Each is used once, by the call it answers, in the language and for the
 * merchant it was made for, and only while the page is young: a later call asks the server.
 */
export const FIRST_VIEW_ANSWER_MAX_AGE_MS = 30_000;

let answers: Map<string, unknown> | null = null;
let meta: Omit<FirstViewAnswers, 'answers'> | null = null;

const read = (): Map<string, unknown> => {
  if (answers) return answers;
  answers = new Map();
  const element =
    typeof document === 'undefined' ? null : document.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const parsed = JSON.parse(element.textContent) as FirstViewAnswers;
    meta = {
      language: parsed.language,
      merchant: parsed.merchant,
      serverTime: parsed.serverTime,
      visitorOnly: parsed.visitorOnly ?? [],
    };
    for (const [key, envelope] of Object.entries(parsed.answers)) answers.set(key, envelope);
  } catch {
    // A damaged block costs only the head start: every call goes to the server.
  }
  element.remove();
  return answers;
};

export interface FirstViewAnswer {
  envelope: unknown;
  serverTime: number;
  /** When the index that carried it arrived, on this device's clock (epoch ms). */
  receivedAt: number;
}

/**
 * How long ago the index arrived: its serverTime is when it left the server, and on a slow phone
 * the scripts that read it run seconds later. Counting from their run would set the server clock
 * that far behind, and every countdown would show that much too long.
 */
export const indexAgeMs = (): number => {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function')
    return 0;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation?.responseStart) return 0;
  const age = performance.now() - navigation.responseStart;
  return Number.isFinite(age) && age > 0 && age <= FIRST_VIEW_ANSWER_MAX_AGE_MS ? age : 0;
};

/** The carried answer of a call, once; null when there is none or it may not be used. */
export const takeFirstViewAnswer = (
  method: string,
  url: string,
  context: { language: string; merchant: string | null; hasSession: boolean },
): FirstViewAnswer | null => {
  const carried = read();
  if (!carried.size || !meta) return null;
  if (typeof performance !== 'undefined' && performance.now() > FIRST_VIEW_ANSWER_MAX_AGE_MS) {
    carried.clear();
    return null;
  }
  if (context.language !== meta.language) return null;
  if (context.merchant && context.merchant !== meta.merchant) return null;
  const key = firstViewKey(method, url);
  if (!carried.has(key)) return null;
  if (context.hasSession && meta.visitorOnly.includes(key)) {
    carried.delete(key);
    return null;
  }
  const envelope = carried.get(key);
  carried.delete(key);
  return { envelope, serverTime: meta.serverTime, receivedAt: Date.now() - indexAgeMs() };
};

/** Whether answers are still waiting for their calls: the first view of the page that came with them. */
export const hasFirstViewAnswers = (): boolean =>
  read().size > 0 &&
  (typeof performance === 'undefined' || performance.now() <= FIRST_VIEW_ANSWER_MAX_AGE_MS);

/** For tests: forget what was read. */
export const resetFirstViewAnswers = (): void => {
  answers = null;
  meta = null;
};

/** The server's render (src/server/entry-server.tsx): the answers its index carries, as a page reads them. */
export const carryFirstViewAnswers = (carried: FirstViewAnswers): void => {
  answers = new Map(Object.entries(carried.answers));
  meta = {
    language: carried.language,
    merchant: carried.merchant,
    serverTime: carried.serverTime,
    visitorOnly: carried.visitorOnly ?? [],
  };
};
