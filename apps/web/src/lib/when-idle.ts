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

/**
 * Runs `task` at the first idle moment after the page's load event (whenIdle), so that it does not
 * compete with the page's first view for the phone's cores; returns a function that cancels it.
 */
export const afterLoadWhenIdle = (task: () => void): (() => void) => {
  if (document.readyState === 'complete') return whenIdle(task);
  let cancelIdle: (() => void) | null = null;
  const onLoad = () => {
    cancelIdle = whenIdle(task);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
};
