/** What says the player has started on a form: a field focused or typed in, a tap anywhere in it. */
const TOUCH_EVENTS = ['focusin', 'input', 'pointerdown'] as const;

/**
 * Runs `start` once, at the first touch of `form` (at once when a field already has focus).
 * Returns the function that stops waiting.
 */
export const onFirstTouch = (form: HTMLFormElement, start: () => void): (() => void) => {
  const stop = () => {
    for (const type of TOUCH_EVENTS) form.removeEventListener(type, touched);
  };
  function touched() {
    stop();
    start();
  }
  if (form.contains(document.activeElement)) {
    start();
    return () => undefined;
  }
  for (const type of TOUCH_EVENTS) form.addEventListener(type, touched);
  return stop;
};
