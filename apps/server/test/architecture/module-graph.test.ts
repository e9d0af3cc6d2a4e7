import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No circle between the server's modules (a module is a folder under src/modules): a module
 * that imports another must not be imported back, directly or through a longer loop, or neither
 * can be understood, tested or replaced alone. Shared code outside the modules (lib/, plugins/,
 * db/) is looked through: a module that reaches another one through a plugin depends on it.
 * Tests and their support files are left out; they may set up data in any module.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const MODULES = join(SRC, 'modules');

/**
 * Edges known to close a circle, each with the reason it stands; any other edge in a circle fails.
 * levels -> engagement: the daily levels job (levels-job.ts) expires engagement's points in the
 * transaction and under the day marker of the level evaluation, while engagement's reward history
 * lists the levels' rewards (levelRewardRecords). Breaking it takes per-merchant hooks on the daily
 * job (or a domain event), not a move.
 */
const ALLOWED_EDGES: ReadonlySet<string> = new Set(['levels -> engagement']);

const isTestFile = (file: string) => /\.test(-support)?\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !isTestFile(f))
    .map((f) => join(dir, f));
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return [`${base}.ts`, join(base, 'index.ts')].find((f) => existsSync(f)) ?? null;
}

const importsCache = new Map<string, string[]>();
function importsOf(file: string): string[] {
  let found = importsCache.get(file);
  if (!found) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    found = importedFiles
      .map(({ fileName }) => resolveImport(file, fileName))
      .filter((f): f is string => f !== null);
    importsCache.set(file, found);
  }
  return found;
}

const moduleOf = (file: string): string | null => {
  const path = relative(MODULES, file);
  return path.startsWith('..') ? null : (path.split(sep)[0] ?? null);
};

/** Module -> module it imports -> one import chain that shows it (files relative to src/). */
function moduleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file)!;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    // Walk through files outside the modules until the walk enters a module.
    const seen = new Set<string>([file]);
    const queue: string[][] = [[file]];
    while (queue.length > 0) {
      const chain = queue.shift()!;
      for (const next of importsOf(chain.at(-1)!)) {
        if (seen.has(next) || isTestFile(next)) continue;
        seen.add(next);
        const to = moduleOf(next);
        const path = [...chain, next];
        if (to === null) queue.push(path);
        else if (to !== from && !edges.has(to))
          edges.set(to, path.map((f) => relative(SRC, f)).join(' -> '));
      }
    }
  }
  return graph;
}

/** Tarjan's strongly connected components of more than one module. */
function circles(graph: Map<string, Map<string, string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

function withoutAllowed(graph: Map<string, Map<string, string>>) {
  const kept = new Map<string, Map<string, string>>();
  for (const [from, edges] of graph) {
    kept.set(from, new Map([...edges].filter(([to]) => !ALLOWED_EDGES.has(`${from} -> ${to}`))));
  }
  return kept;
}

describe('server module graph', () => {
  const graph = moduleGraph();

  it('has no circle between modules', () => {
    const kept = withoutAllowed(graph);
    const report = circles(kept).map((component) => {
      const members = new Set(component);
      const edges = component.flatMap((from) =>
        [...kept.get(from)!]
          .filter(([to]) => members.has(to))
          .map(([to, chain]) => `  ${from} -> ${to}: ${chain}`),
      );
      return [`circle of ${component.join(', ')}:`, ...edges].join('\n');
    });
    expect(report, 'modules that import each other; move shared code to lib/ or plugins/').toEqual(
      [],
    );
  });

  it('allows only edges that exist', () => {
    const present = [...ALLOWED_EDGES].filter((edge) => {
      const [from = '', to = ''] = edge.split(' -> ');
      return graph.get(from)?.has(to);
    });
    expect(present).toEqual([...ALLOWED_EDGES]);
  });
});
