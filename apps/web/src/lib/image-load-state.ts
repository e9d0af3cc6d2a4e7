import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * §4 the image loader's states: pending (below the screen, not asked for yet), loading, loaded,
 * failed (every source failed and the default image stands in its place).
 */
export type ImageLoadState = 'pending' | 'loading' | 'loaded' | 'failed';

export type ImageLoadEvent = 'near' | 'load' | 'fail';

/** A later event never takes an image back: a failure stays failed, a loaded image stays loaded. */
export const nextImageLoadState = (
  state: ImageLoadState,
  event: ImageLoadEvent,
): ImageLoadState => {
  if (state === 'failed' || state === 'loaded') return state;
  if (event === 'near') return state === 'pending' ? 'loading' : state;
  return event === 'load' ? 'loaded' : 'failed';
};

/**
 * How far below the screen a lazy image counts as asked for: Chromium starts fetching
 * `loading="lazy"` images about this far out on a fast connection.
 */
export const IMAGE_NEAR_MARGIN_PX = 1250;

// One observer for every image on the page: a list has dozens of tiles.
const watchers = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;
// The constructor it was made with: a test (or a polyfill loaded late) may bring another.
let observerKind: typeof IntersectionObserver | null = null;
const watch = (element: Element, onNear: () => void) => {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  if (observerKind !== IntersectionObserver) {
    observer?.disconnect();
    watchers.clear();
    observer = null;
    observerKind = IntersectionObserver;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const near = watchers.get(entry.target);
        watchers.delete(entry.target);
        near?.();
      }
    },
    { rootMargin: `0px 0px ${IMAGE_NEAR_MARGIN_PX}px 0px` },
  );
  watchers.set(element, onNear);
  observer.observe(element);
  return () => {
    watchers.delete(element);
    observer?.unobserve(element);
  };
};

/**
 * The state of one image: an eager one starts loading at once, a lazy one is pending until it
 * comes near the screen. `key` names the picture: a new one starts over.
 */
export const useImageLoadState = (
  ref: RefObject<Element | null>,
  { eager, key }: { eager: boolean; key: string },
) => {
  const initial: ImageLoadState = eager ? 'loading' : 'pending';
  const [current, setCurrent] = useState<{ key: string; state: ImageLoadState }>({
    key,
    state: initial,
  });
  const state = current.key === key ? current.state : initial;
  const send = (event: ImageLoadEvent) =>
    setCurrent((c) => {
      const from = c.key === key ? c.state : initial;
      const next = nextImageLoadState(from, event);
      return next === from && c.key === key ? c : { key, state: next };
    });
  const latestSend = useRef(send);
  latestSend.current = send;
  const pending = state === 'pending';
  useEffect(() => {
    const element = ref.current;
    if (!pending || !element) return;
    return watch(element, () => latestSend.current('near'));
  }, [pending, key, ref]);
  return { state, send };
};
