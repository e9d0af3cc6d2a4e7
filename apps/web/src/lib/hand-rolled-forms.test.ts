import { describe, expect, it } from 'vitest';

/**
 * Every `<form>` of the web app runs on react-hook-form (docs/architecture.md, "Forms"): a new
 * form kept in useState, checked and sent by hand fails here. A file passes when it calls
 * `useForm` or a hook that does, in its own file or another (`useCheckedForm`, `useMoneyForm`,
 * `useAgeAndTerms` …).
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Left as controlled state on purpose, each with the reason the Forms section gives: their submit
 * hands a filter to the page (its URL or its list's query key) and sends nothing, so there is no
 * body to check and no refusal to show under a field.
 */
const allowed: Record<string, string> = {
  '../features/games/components/filter-panel.tsx': 'the game list filter',
  '../features/lottery/components/lottery-filter-panel.tsx': 'the lottery list filter',
  '../features/records/components/range-filter.tsx': "the records' date range",
  '../features/agents/team-reports/team-filters.tsx': "the team reports' member search",
  '../features/agents/components/member-team-page.tsx': "the team list's username search",
  '../features/agents/statement/agent-statement-page.tsx': "the commission statement's chosen days",
};

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
    for (const hook of ['useForm', 'useCheckedForm', 'useMoneyForm', 'useAgeAndTerms'])
      expect(formHooks).toContain(hook);
  });

  it('runs every <form> on react-hook-form, or names it on the allow-list', () => {
    const handRolled = Object.entries(sources)
      .filter(([path, source]) => path.endsWith('.tsx') && hasForm(source))
      .filter(([path, source]) => !usesFormHook(source) && !(path in allowed))
      .map(([path]) => path);
    expect(handRolled).toEqual([]);
  });

  it('keeps the allow-list to files that still hold a form of their own', () => {
    const stale = Object.keys(allowed).filter((path) => {
      const source = sources[path];
      return source === undefined || !hasForm(source) || usesFormHook(source);
    });
    expect(stale).toEqual([]);
  });
});
