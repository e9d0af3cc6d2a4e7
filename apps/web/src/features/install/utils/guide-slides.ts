import { STEP_GUIDE_SLIDES } from '@lotto/contract';
import { iosTipRange } from '@/lib/platform';
import type { Platform } from '@/lib/platform';

export type GuideSystem = 'ios' | 'android';

/** §2.13 the add-to-home-screen guide: three slides for iOS or Android, texts per language. */
export const guideSlideKeys = (system: GuideSystem): string[] =>
  Array.from({ length: STEP_GUIDE_SLIDES }, (_, i) => `install.guide_${system}_${i + 1}`);

export const guideSystemOf = (p: Platform): GuideSystem => (p.os === 'ios' ? 'ios' : 'android');

/** §2.13 tips: iOS up to 11 and iOS 12.0 to 12.1 have text of their own; others none. */
export const guideTipKey = (p: Platform): string | null => {
  const range = iosTipRange(p);
  if (range === 'ios-11') return 'install.tip_ios_11';
  if (range === 'ios-12.0') return 'install.tip_ios_12_0';
  return null;
};

/** §4 step guide: previous hidden on the first slide; confirm replaces next on the last. */
export const guideButtons = (index: number) => ({
  previous: index > 0,
  next: index < STEP_GUIDE_SLIDES - 1,
  confirm: index === STEP_GUIDE_SLIDES - 1,
});
