/** Where an element stands under the root: its child's index at each level down. */
const placeOf = (root: HTMLElement, element: Element): number[] | null => {
  const place: number[] = [];
  for (let at: Element = element; at !== root;) {
    const parent = at.parentElement;
    if (!parent) return null;
    place.unshift(Array.prototype.indexOf.call(parent.children, at));
    at = parent;
  }
  return place;
};

const elementAt = (root: HTMLElement, place: readonly number[]): Element | null =>
  place.reduce<Element | null>((at, index) => at?.children[index] ?? null, root);

/**
 * What makes a button the same one: its test id where it has one (the same control in another
 * language, when the app renders in the player's language over the server's), else the words a
 * player reads on it.
 */
const labelOf = (element: Element): string => {
  const id = element.getAttribute('data-testid');
  return id
    ? `${element.tagName}\u0000#${id}`
    : `${element.tagName}\u0000${element.getAttribute('aria-label') ?? ''}\u0000${element.textContent ?? ''}`;
};

/**
 * A button of the server's page tapped before the app had taken it over did nothing then: once
 * the app has rendered it is tapped again. Call before the app's first render with the button the
 * page kept (apps/server/src/web/start-after-paint.ts); the returned function after it. Where the
 * app took the server's elements over it is the same element; where it rendered in their place
 * (the outline of a form's page), the button at the same place with the same tag and words, so a
 * top bar's button still answers and nothing the player did not see is tapped.
 */
export function keepTappedBeforeStart(
  root: HTMLElement,
  tapped: HTMLElement | null | undefined,
): () => void {
  if (!tapped || !root.contains(tapped)) return () => undefined;
  const place = placeOf(root, tapped);
  const label = labelOf(tapped);
  return () => {
    const now = tapped.isConnected ? tapped : place && elementAt(root, place);
    if (now instanceof HTMLElement && labelOf(now) === label) now.click();
  };
}
