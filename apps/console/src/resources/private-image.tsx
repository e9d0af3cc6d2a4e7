import { useEffect, useState } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fetchObjectUrl } from '../lib/ops-client';

/** An image only an operator may see, fetched with the session; gone from memory on unmount. */
function useObjectUrl(path: string | null) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (path === null) return;
    let alive = true;
    let made: string | null = null;
    fetchObjectUrl(path)
      .then((u) => {
        made = u;
        if (alive) setUrl(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => {
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [path]);
  return { url, failed };
}

/**
 * A thumbnail that opens the full image in a dialog: a list carries links, never images
 * (a hundred feedbacks with three images each would be hundreds of megabytes).
 */
export function PrivateImage({
  url,
  thumbnailUrl,
  alt,
}: {
  url: string;
  thumbnailUrl: string;
  alt: string;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const thumbnail = useObjectUrl(thumbnailUrl);
  const full = useObjectUrl(open ? url : null);
  return (
    <>
      {/* A link, as before: its name is the image's; the click opens the dialog instead. */}
      <a
        href={url}
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
        style={{ cursor: 'zoom-in' }}
      >
        {thumbnail.url ? (
          <img
            src={thumbnail.url}
            alt={alt}
            style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 4 }}
          />
        ) : (
          <span style={{ display: 'inline-block', width: 96, height: 96 }}>
            {thumbnail.failed ? translate('console.image.unavailable_of', { alt }) : alt}
          </span>
        )}
      </a>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg">
        <DialogTitle>{alt}</DialogTitle>
        <DialogContent>
          {full.url ? (
            <img
              src={full.url}
              alt={translate('console.image.full_size', { alt })}
              style={{ maxWidth: '100%' }}
            />
          ) : null}
          {full.failed ? translate('console.image.unavailable') : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
