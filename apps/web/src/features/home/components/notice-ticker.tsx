import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import Megaphone from 'lucide-react/icons/megaphone';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import type { Announcement } from '@lotto/contract';
import { paths } from '@/config/paths';
import { afterLoadWhenIdle } from '@/lib/when-idle';

/**
 * §2.3 the notice ticker: scrolls sideways, says so when empty, and opens /m/notice.
 *
 * The text first stands at the start of its window, readable with the page's first paint, and
 * starts to scroll once the page has loaded and the phone is idle: a scrolling text redraws the
 * screen every frame, which would take a core from the page while its first view is being built.
 *
 * WCAG 2.2.2: a button beside it stops the movement (it does not move at all under
 * prefers-reduced-motion, home.css). WCAG 2.5.3: the link is named by the text it shows, then
 * by where it goes.
 */
export const NoticeTicker = ({ notices }: { notices: readonly Announcement[] | undefined }) => {
  const { t } = useTranslation();
  const text = notices && notices.length > 0 ? notices.map((n) => n.title).join('   •   ') : null;
  const textRef = useRef<HTMLSpanElement>(null);
  const [scrolling, setScrolling] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!text) return;
    return afterLoadWhenIdle(() => {
      const element = textRef.current;
      const view = element?.parentElement;
      if (!element || !view) return;
      // The loop (home.css) starts with the text beyond the window's right edge. Entering it this
      // far in puts the text where it already stands, so it moves on without a jump.
      const width = view.clientWidth;
      element.style.setProperty('--ticker-lead', String(width / (width + element.offsetWidth)));
      setScrolling(text);
    });
  }, [text]);

  return (
    <div className="notice-ticker" data-testid="notice-ticker">
      <Link className="notice-ticker__link" to={paths.notice}>
        <Megaphone size={18} aria-hidden="true" className="notice-ticker__icon" />
        <span className="notice-ticker__window">
          {text ? (
            <span
              ref={textRef}
              className={`notice-ticker__text${scrolling === text ? ' notice-ticker__text--scrolling' : ''}${paused ? ' notice-ticker__text--paused' : ''}`}
              data-testid="notice-ticker-text"
            >
              {text}
            </span>
          ) : (
            <span className="notice-ticker__empty">
              {notices ? t('home.notice_empty') : t('app.loading')}
            </span>
          )}
        </span>
        <span className="sr-only"> {t('home.notice_open')}</span>
      </Link>
      {text ? (
        <button
          type="button"
          className="notice-ticker__pause"
          aria-pressed={paused}
          aria-label={t('home.notice_pause')}
          data-testid="notice-ticker-pause"
          onClick={() => setPaused((was) => !was)}
        >
          {paused ? <Play size={16} aria-hidden="true" /> : <Pause size={16} aria-hidden="true" />}
        </button>
      ) : null}
    </div>
  );
};
