import { describe, expect, it } from 'vitest';

/**
 * Every `<form>` of the web app runs on react-hook-form (docs/architecture.md, "Forms"): a new
 * form kept in useState, checked and sent by hand fails here. A file passes when it calls
 * `useForm` or a hook that does, in its own file or another (`useCheckedForm`, `useMoneyForm`,
 * `useAgeAndTerms`, `useFilterForm` …).
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const calls = (source: string, hook: string) => new RegExp(`\\b${hook}\\s*[<(]`).test(source);

/** `useForm` and every exported hook of a file that calls one of them, to a fixed point. */
const formHooks = (() => {
  const hooks = new Set(['useForm']);
  for (let grown = true; grown;) {
    grown = false;
    for (const source of Object.values(sources)) {
      if (![...hooks].some((hook) => calls(source, hook))) continue;
      for (const [, name] of source.matchAll(/export (?:const|function) (use[A-Z]\w*)/g))
        if (name && !hooks.has(name)) {
          hooks.add(name);
          grown = true;
        }
    }
  }
  return hooks;
})();

const usesFormHook = (source: string) => [...formHooks].some((hook) => calls(source, hook));
const hasForm = (source: string) => /<form\b/.test(source);

describe('no hand-rolled form on the web', () => {
  it('finds the form hooks the pages use', () => {
    for (const hook of [
      'useForm',
      'useCheckedForm',
      'useMoneyForm',
      'useAgeAndTerms',
      'useFilterForm',
    ])
      expect(formHooks).toContain(hook);
  });

  it('runs every <form> on react-hook-form', () => {
    const handRolled = Object.entries(sources)
      .filter(([path, source]) => path.endsWith('.tsx') && hasForm(source))
      .filter(([, source]) => !usesFormHook(source))
      .map(([path]) => path);
    expect(handRolled).toEqual([]);
  });
});
