import { describe, expect, it } from 'vitest';
import { firstVisitPopupSettings } from './first-visit-popup';

describe('first-visit popup settings (§2.3)', () => {
  it('is off with the app icons when a merchant file says nothing', () => {
    expect(firstVisitPopupSettings.parse(undefined)).toEqual({
      initialPopup: false,
      pictures: { novice: {}, signIn: {}, deposit: {} },
    });
  });

  it('takes the status and https or local pictures', () => {
    const parsed = firstVisitPopupSettings.parse({
      initialPopup: true,
      pictures: {
        novice: { imageUrl: '/media/a.png' },
        signIn: {},
        deposit: { imageUrl: 'https://cdn.example/d.png' },
      },
    });
    expect(parsed.initialPopup).toBe(true);
    expect(parsed.pictures.deposit.imageUrl).toBe('https://cdn.example/d.png');
  });

  it.each(['javascript:alert(1)', 'http://plain.example/a.png', '//evil.example/a.png', ''])(
    'refuses the picture address %j, naming the field',
    (imageUrl) => {
      const result = firstVisitPopupSettings.safeParse({
        initialPopup: true,
        pictures: { novice: { imageUrl }, signIn: {}, deposit: {} },
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['pictures', 'novice', 'imageUrl']);
    },
  );
});
