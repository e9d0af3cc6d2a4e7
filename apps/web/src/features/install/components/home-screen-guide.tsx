import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import CircleCheck from 'lucide-react/icons/circle-check';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import HousePlus from 'lucide-react/icons/house-plus';
import Share from 'lucide-react/icons/share';
import SquarePlus from 'lucide-react/icons/square-plus';
import { IOS_MIN_VERSION, STEP_GUIDE_SLIDES } from '@lotto/contract';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { promptInstall } from '@/lib/install-prompt';
import type { Platform } from '@/lib/platform';
import { useTranslation } from '@/lib/use-translation';
import { guideButtons, guideSlideKeys, guideSystemOf, guideTipKey } from '../utils/guide-slides';

type Icon = ComponentType<{ size?: number }>;
const pictures: Record<'ios' | 'android', Icon[]> = {
  ios: [Share, SquarePlus, CircleCheck],
  android: [EllipsisVertical, HousePlus, CircleCheck],
};

interface HomeScreenGuideProps {
  platform: Platform;
  /** The browser offers its own install prompt: confirm hands over to it. */
  installPromptReady: boolean;
  onClose: () => void;
}

/** §2.13, §4 the add-to-home-screen step guide: three slides, previous, next, then confirm. */
export const HomeScreenGuide = ({
  platform,
  installPromptReady,
  onClose,
}: HomeScreenGuideProps) => {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const system = guideSystemOf(platform);
  const keys = guideSlideKeys(system);
  const Picture = pictures[system][index] ?? CircleCheck;
  const buttons = guideButtons(index);
  const tip = guideTipKey(platform);
  const forward = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  // The button just pressed may be gone from the next slide: focus stays in the guide, on the way on.
  useEffect(() => {
    if (moved.current) forward.current?.focus();
    moved.current = true;
  }, [index]);

  const confirm = () => {
    onClose();
    if (installPromptReady) void promptInstall();
  };

  return (
    <TitledDialog title={t('install.guide_title')} onClose={onClose} testId="home-screen-guide">
      <div
        className="guide-slide"
        data-testid={`guide-slide-${index + 1}`}
        data-system={system}
        aria-live="polite"
      >
        <span className="guide-slide__picture" aria-hidden="true">
          <Picture size={44} />
        </span>
        <p className="guide-slide__step">
          {t('install.guide_step', { step: index + 1, total: STEP_GUIDE_SLIDES })}
        </p>
        <p className="guide-slide__text">{t(keys[index] ?? '')}</p>
      </div>
      {tip ? (
        <p className="guide-tip" data-testid="guide-tip">
          {t(tip, { version: IOS_MIN_VERSION })}
        </p>
      ) : null}
      <div className="dialog__actions">
        {buttons.previous ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setIndex(index - 1)}
            data-testid="guide-previous"
          >
            {t('install.guide_previous')}
          </button>
        ) : null}
        {buttons.next ? (
          <button
            type="button"
            ref={forward}
            className="button button--primary"
            onClick={() => setIndex(index + 1)}
            data-testid="guide-next"
          >
            {t('install.guide_next')}
          </button>
        ) : null}
        {buttons.confirm ? (
          <button
            type="button"
            ref={forward}
            className="button button--primary"
            onClick={confirm}
            data-testid="guide-confirm"
          >
            {t('install.confirm')}
          </button>
        ) : null}
      </div>
    </TitledDialog>
  );
};
