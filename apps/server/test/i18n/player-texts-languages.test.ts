import { describe, expect, it } from 'vitest';
import { errorCatalogues, languages, reasonCatalogues } from '@lotto/contract';
import type { Language } from '@lotto/contract';
import { resetEmailText, smsCodeText } from '../../src/modules/accounts/code-messages';
import { demoChatPage } from '../../src/modules/chat/demo-chat-page';
import { ANSWER_TITLE } from '../../src/modules/feedback/feedback.service';
import { slipTexts } from '../../src/modules/lottery/lotto-h5/lotto-h5-slip';
import { lottoH5Texts } from '../../src/modules/lottery/lotto-h5/lotto-h5-texts';
import { demoPayTexts } from '../../src/modules/money/demo-gateway-page';
import { demoPageTexts } from '../../src/modules/vendors/demo/demo-page-texts';

/** Every text a player can meet from the server, by language (§1: all six of the picker). */
const families: Record<string, Readonly<Record<Language, unknown>>> = {
  'error catalogue': errorCatalogues,
  'refusal reasons': reasonCatalogues,
  'SMS code': smsCodeText,
  'reset e-mail': resetEmailText,
  'feedback answer title': ANSWER_TITLE,
  'demo pay page': demoPayTexts,
  'lotto-h5 slip': slipTexts,
  'lotto-h5 page': lottoH5Texts,
  'demo game page': demoPageTexts,
};

const ARGS = ['ARG0', 'ARG1', 'ARG2'];
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
const argsIn = (text: string) => ARGS.filter((a) => text.includes(a));

/** Problems of one language's text against Thai's: missing, extra, empty, placeholders, arguments. */
function compare(th: unknown, other: unknown, path: string, out: string[]): void {
  if (typeof th === 'function') {
    if (typeof other !== 'function') return void out.push(`${path}: not a function`);
    const a = String((th as (...x: string[]) => unknown)(...ARGS));
    const b = String((other as (...x: string[]) => unknown)(...ARGS));
    if (argsIn(a).join() !== argsIn(b).join()) out.push(`${path}: arguments differ`);
    return;
  }
  if (typeof th === 'string') {
    if (typeof other !== 'string' || other.trim() === '') return void out.push(`${path}: missing`);
    if (placeholders(th).join() !== placeholders(other).join())
      out.push(`${path}: placeholders differ`);
    return;
  }
  if (th && typeof th === 'object') {
    if (!other || typeof other !== 'object') return void out.push(`${path}: missing`);
    for (const key of Object.keys(th))
      compare(
        (th as Record<string, unknown>)[key],
        (other as Record<string, unknown>)[key],
        `${path}.${key}`,
        out,
      );
  }
}

describe("the server's player texts are in all six languages", () => {
  for (const [name, family] of Object.entries(families)) {
    it(`${name}: every language has Thai's texts with Thai's placeholders`, () => {
      const problems: string[] = [];
      for (const language of languages) {
        expect(family[language], `${name} ${language}`).toBeTruthy();
        compare(family.th, family[language], language, problems);
      }
      // English may carry more: the fallback of every language, and the payment gateway's codes.
      for (const language of languages.filter((l) => l !== 'en')) {
        const extra: string[] = [];
        compare(family[language], family.th, language, extra);
        problems.push(...extra.filter((p) => p.endsWith(': missing')).map((p) => `${p} in Thai`));
      }
      expect(problems).toEqual([]);
    });

    it(`${name}: cn, ja, vi and id are not English`, () => {
      const en = JSON.stringify(family.en, (_k, v: unknown) =>
        typeof v === 'function' ? String((v as (...x: string[]) => unknown)(...ARGS)) : v,
      );
      for (const language of ['cn', 'ja', 'vi', 'id'] as const) {
        const text = JSON.stringify(family[language], (_k, v: unknown) =>
          typeof v === 'function' ? String((v as (...x: string[]) => unknown)(...ARGS)) : v,
        );
        expect(text, language).not.toBe(en);
      }
    });
  }

  it('the demo chat page is written in each language', () => {
    const en = demoChatPage('Ann', 'en');
    for (const language of ['th', 'cn', 'ja', 'vi', 'id'] as const)
      expect(demoChatPage('Ann', language), language).not.toBe(en);
  });
});
