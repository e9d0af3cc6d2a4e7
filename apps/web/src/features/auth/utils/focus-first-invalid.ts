/**
 * §5: on submit the first field with an error takes focus, and it must be in view: a field scrolled under the fixed top bar is focused but hidden. The first in the
 * form's order is chosen, centred in the viewport, whatever order the errors came in.
 */
export const focusFirstInvalid = (form: HTMLFormElement | null, names: readonly string[]): void => {
  if (!form || names.length === 0) return;
  const wanted = new Set(names);
  const first = Array.from(form.elements).find(
    (el): el is HTMLInputElement =>
      el instanceof HTMLElement && wanted.has(el.getAttribute('name') ?? ''),
  );
  if (!first) return;
  first.focus({ preventScroll: true });
  // happy-dom (unit tests) has no scrolling.
  if (typeof first.scrollIntoView === 'function') first.scrollIntoView({ block: 'center' });
};
