import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import en from './en.json';
import th from './th.json';
import raTh from './ra-th.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a message tree as its dotted key. */
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

/** `%{name}` placeholders of a message, sorted. */
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every message of a tree by its dotted key (a key may hold dots itself: the settings' paths). */
const flatOf = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatOf(value, `${prefix}${key}.`),
  );
const flat = new Map<Tree, Map<string, string>>();
const leaf = (tree: Tree, key: string) => {
  if (!flat.has(tree)) flat.set(tree, new Map(flatOf(tree)));
  return flat.get(tree)?.get(key);
};

describe('console locale files', () => {
  it('Thai has every console key English has', () => {
    const thai = new Set(keysOf(th));
    expect(keysOf(en).filter((key) => !thai.has(key))).toEqual([]);
  });

  it("Thai has every one of react-admin's own messages", () => {
    const thai = new Set(keysOf(raTh));
    expect(keysOf(englishMessages as Tree).filter((key) => !thai.has(key))).toEqual([]);
  });

  it('keeps the placeholders of each English message in Thai', () => {
    const pairs: [Tree, Tree][] = [
      [en, th],
      [englishMessages as Tree, raTh],
    ];
    const differing = pairs.flatMap(([english, thai]) =>
      keysOf(english).filter((key) => {
        const t = leaf(thai, key);
        const e = leaf(english, key);
        return (
          typeof t === 'string' &&
          typeof e === 'string' &&
          placeholders(e).join() !== placeholders(t).join()
        );
      }),
    );
    expect(differing).toEqual([]);
  });

  // Acronyms such as GGR are what Thai staff read too; words in lower case are English left over.
  it('has no Thai message left in English', () => {
    const untranslated = keysOf(th).filter((key) => {
      const text = leaf(th, key);
      return typeof text === 'string' && text === leaf(en, key) && /[a-z]{3}/.test(text);
    });
    expect(untranslated).toEqual([]);
  });
});
