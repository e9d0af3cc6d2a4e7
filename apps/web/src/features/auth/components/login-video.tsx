import { useEffect, useRef, useState } from 'react';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useTranslation } from '@/lib/use-translation';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * §2.4 the login page's video, set by the merchant: muted and inline, with a play/pause control
 * named in the player's language. It plays by itself unless the player asked for less motion.
 */
export const LoginVideo = ({ url, posterUrl }: { url: string; posterUrl?: string }) => {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    // React does not write `muted` as an attribute; the property is what lets a phone autoplay.
    el.muted = true;
    if (!reducedMotion()) el.play().catch(() => setPlaying(false));
  }, [url]);

  const toggle = () => {
    const el = video.current;
    if (!el) return;
    if (el.paused) el.play().catch(() => setPlaying(false));
    else el.pause();
  };

  return (
    <figure className="login-video" data-testid="login-video">
      <video
        ref={video}
        src={url}
        poster={posterUrl}
        muted
        playsInline
        loop
        preload="metadata"
        aria-label={t('auth.video_label')}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      <button
        type="button"
        className="login-video__control"
        onClick={toggle}
        aria-label={playing ? t('auth.video_pause') : t('auth.video_play')}
        data-testid="login-video-control"
        data-playing={playing}
      >
        {playing ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" />}
      </button>
    </figure>
  );
};
