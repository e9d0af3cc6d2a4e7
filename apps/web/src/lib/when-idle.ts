/** The longest a deferred enhancement waits for an idle moment before it runs anyway. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once the page has painted and the main thread is idle (or after IDLE_TIMEOUT_MS);
 * returns a function that cancels it. For code that improves what is already on screen.
 */
export const whenIdle = (task: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
};
