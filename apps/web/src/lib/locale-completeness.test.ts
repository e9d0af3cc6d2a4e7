import { describe, expect, it } from 'vitest';
import { languages } from '@lotto/contract';

type Messages = Record<string, string>;

// The shell's folder and every feature's: each ships one file per language of the picker (§1, §2.12).
const files = import.meta.glob<{ default: Messages }>(
  ['../locales/*.json', '../features/*/locales/*.json', '../features/*/*/locales/*.json'],
  {
    eager: true,
  },
);

const folders = [
  ...new Set(Object.keys(files).map((path) => path.slice(0, path.lastIndexOf('/')))),
];

const placeholders = (text: string) => (text.match(/\{[^{}]+\}/g) ?? []).sort();

describe('every locale folder is complete in the six languages of the picker', () => {
  it('finds the shell folder and the feature folders', () => {
    expect(folders).toContain('../locales');
    expect(folders.length).toBeGreaterThan(1);
  });

  for (const folder of folders) {
    const th = files[`${folder}/th.json`]?.default;
    describe(folder, () => {
      it('ships Thai', () => {
        expect(th).toBeTruthy();
      });
      for (const language of languages.filter((l) => l !== 'th')) {
        it(`${language} has exactly Thai's keys, each with Thai's placeholders`, () => {
          const messages = files[`${folder}/${language}.json`]?.default;
          expect(messages, `${folder}/${language}.json`).toBeTruthy();
          const keys = Object.keys(th ?? {});
          expect(
            keys.filter((k) => !(k in (messages ?? {}))),
            'missing',
          ).toEqual([]);
          expect(
            Object.keys(messages ?? {}).filter((k) => !(k in (th ?? {}))),
            'extra',
          ).toEqual([]);
          const differing = keys.filter(
            (k) => placeholders(messages?.[k] ?? '').join() !== placeholders(th?.[k] ?? '').join(),
          );
          expect(differing, 'placeholders differ').toEqual([]);
          const empty = keys.filter(
            (k) => (messages?.[k] ?? '').trim() === '' && (th?.[k] ?? '') !== '',
          );
          expect(empty, 'empty').toEqual([]);
        });
      }
    });
  }
});
