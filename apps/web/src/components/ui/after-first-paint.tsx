import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';

interface AfterFirstPaintProps {
  children: ReactNode;
  /** What holds the place meanwhile: the same size as the children, or nothing below the fold. */
  placeholder?: ReactNode;
}

/** Renders `children` a task after the first paint of the page around it (useAfterFirstPaint). */
export const AfterFirstPaint = ({ children, placeholder = null }: AfterFirstPaintProps) =>
  useAfterFirstPaint() ? children : placeholder;

interface ProgressiveOptions<T> {
  /** How many render with the page. */
  first: number;
  /** How many of the rest render in each later task. */
  chunk: number;
  render: (item: T, index: number) => ReactNode;
  /** The same size as `render`'s, while an item waits. */
  placeholder: (item: T, index: number) => ReactNode;
}

/**
 * A list's items, the first ones with the page and the rest `chunk` at a time, each chunk in a
 * task of its own after the first paint. A long list then costs several short tasks instead of
 * one long one; chunks already shown render at once when the list changes.
 */
export function renderProgressively<T>(
  items: readonly T[],
  { first, chunk, render, placeholder }: ProgressiveOptions<T>,
): ReactNode[] {
  const out: ReactNode[] = items.slice(0, first).map((item, i) => render(item, i));
  for (let start = first; start < items.length; start += chunk) {
    const part = items.slice(start, start + chunk);
    out.push(
      <AfterFirstPaint
        key={`later-${start}`}
        placeholder={part.map((item, i) => placeholder(item, start + i))}
      >
        {part.map((item, i) => render(item, start + i))}
      </AfterFirstPaint>,
    );
  }
  return out;
}
