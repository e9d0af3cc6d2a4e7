import { useState } from 'react';
import Shield from 'lucide-react/icons/shield';

/** A team crest in a fixed box; a missing or failing one shows a neutral shield. */
export const TeamImage = ({ src }: { src: string | null }) => {
  const [failed, setFailed] = useState(false);
  if (!src || failed)
    return (
      <span className="team-image team-image--none" aria-hidden="true">
        <Shield size={18} />
      </span>
    );
  return (
    <img
      className="team-image"
      src={src}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
};
