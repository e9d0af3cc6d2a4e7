import { describe, expect, it } from 'vitest';
import { gameArt, promotionArt } from './svg-art';

/** The big mark of a game's art, the text in its circle. */
const markOf = (svg: string) => /font-size="68"[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];

describe('demo game art', () => {
  it("marks a game with its name's initials", () => {
    expect(markOf(gameArt('PG_0001'))).toMatch(/^[A-Z]{1,2}$/);
  });

  it('marks each cockfighting arena with its number, not the same initials for all', () => {
    expect(['SV388_C0001', 'SV388_C0002', 'SV388_C0004'].map((c) => markOf(gameArt(c)))).toEqual([
      '1',
      '2',
      '4',
    ]);
  });
});

describe('demo promotion art', () => {
  it('holds no words: the card beside it titles it in the player language', () => {
    for (const name of ['welcome-bonus', 'invite-friends', 'daily-rebate'])
      expect(promotionArt(name)).not.toMatch(/<text\b/);
  });
});
