import { useState } from 'react';
import defaultImage from '../assets/game-default.svg';

interface GameImageProps {
  src: string | null;
  alt: string;
  className?: string;
  /** Above the fold the first few tiles load at once; the rest wait until they scroll near. */
  eager?: boolean;
}

/**
 * §2.7 art in a box of fixed aspect ratio: the box holds its place while the image loads, so
 * nothing shifts; a neutral placeholder shows meanwhile and the default image replaces a failure.
 */
export const GameImage = ({ src, alt, className = '', eager = false }: GameImageProps) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // Art above the fold shows as soon as it is painted; a fade would hold back the page's largest
  // image until a render after its load event. Tiles further down fade in as they arrive.
  const [loaded, setLoaded] = useState(eager);
  const shown = !src || failedSrc === src ? defaultImage : src;
  return (
    <span className={`game-image ${loaded ? 'game-image--loaded' : ''} ${className}`}>
      <img
        src={shown}
        alt={alt}
        width={160}
        height={160}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onLoad={() => setLoaded(true)}
        onError={() => {
          if (src) setFailedSrc(src);
        }}
      />
    </span>
  );
};
