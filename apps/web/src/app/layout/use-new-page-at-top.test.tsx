import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { NavigationType } from '@/lib/router';
import { useNewPageAtTop } from './use-new-page-at-top';

const root = () => document.scrollingElement ?? document.documentElement;

const at = (pathname: string, type: NavigationType) => ({ pathname, type });

const mount = () =>
  renderHook(({ pathname, type }) => useNewPageAtTop(pathname, type), {
    initialProps: at('/m/securityCenter', 'POP'),
  });

afterEach(() => {
  root().scrollTop = 0;
});

describe('a page navigated to opens at its top', () => {
  it('a link to another page starts it at the top', () => {
    const { rerender } = mount();
    root().scrollTop = 400;
    rerender(at('/m/responsibleGaming', 'PUSH'));
    expect(root().scrollTop).toBe(0);
  });

  it('back and forward leave the place to the browser', () => {
    const { rerender } = mount();
    root().scrollTop = 400;
    rerender(at('/m/home', 'POP'));
    expect(root().scrollTop).toBe(400);
  });

  it('a new query on the same page keeps the place', () => {
    const { rerender } = mount();
    rerender(at('/m/securityCenter', 'PUSH'));
    root().scrollTop = 400;
    rerender(at('/m/securityCenter', 'PUSH'));
    expect(root().scrollTop).toBe(400);
  });
});
