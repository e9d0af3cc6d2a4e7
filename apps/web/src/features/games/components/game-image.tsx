import { useEffect, useRef, useState } from 'react';
import { RENDERED_LANGUAGE_ATTRIBUTE } from '@lotto/contract';
import { apiBase } from '@/lib/domain-failover';
import { useImageLoadState } from '@/lib/image-load-state';
import defaultImage from '../assets/game-default.svg';
import { imageSources } from '../utils/image-sources';

interface GameImageProps {
  src: string | null;
  /** The same picture elsewhere (the merchant's other CDNs), tried in order when one fails. */
  fallbacks?: readonly string[];
  alt: string;
  className?: string;
  /** Above the fold the first few tiles load at once; the rest wait until they scroll near. */
  eager?: boolean;
}

/**
 * §2.7 art in a box of fixed aspect ratio: the box holds its place while the image loads, so
 * nothing shifts; a neutral placeholder shows meanwhile and the default image replaces a failure.
 * §4 its loader state (pending, loading, loaded, failed) is on the box as `data-state`.
 */
export const GameImage = ({
  src,
  fallbacks,
  alt,
  className = '',
  eager = false,
}: GameImageProps) => {
  const box = useRef<HTMLSpanElement>(null);
  const sources = imageSources(src, fallbacks, apiBase());
  const key = sources.join(' ');
  const [failures, setFailures] = useState({ of: '', count: 0 });
  const failed = failures.of === key ? failures.count : 0;
  const { state, send } = useImageLoadState(box, { eager, key });
  const shown = sources[failed] ?? defaultImage;
  // Art above the fold shows as soon as it is painted; a fade would hold back the page's largest
  // image until a render after its load event. Tiles further down fade in as they arrive.
  const visible = eager || state === 'loaded' || state === 'failed';
  const loaded = () => send(shown === defaultImage ? 'fail' : 'load');
  const failedToLoad = () => {
    if (shown !== defaultImage) setFailures({ of: key, count: failed + 1 });
    else send('fail');
  };
  // A first view the server rendered may have loaded or failed its image before the app ran and
  // hydrated it: no event comes then, so the image says how it ended (a broken one is complete
  // with no size in a browser; not in the unit tests' DOM, which only a served page could fool).
  useEffect(() => {
    const img = box.current?.querySelector('img');
    if (!img?.complete) return;
    if (img.naturalWidth > 0) loaded();
    else if (document.getElementById('root')?.hasAttribute(RENDERED_LANGUAGE_ATTRIBUTE))
      failedToLoad();
    // Once per picture shown: the events cover every later change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
  return (
    <span
      ref={box}
      className={`game-image game-image--${state} ${visible ? 'game-image--loaded' : ''} ${className}`}
      data-state={state}
    >
      <img
        src={shown}
        alt={alt}
        width={160}
        height={160}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onLoad={loaded}
        onError={failedToLoad}
      />
    </span>
  );
};
