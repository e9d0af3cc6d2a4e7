import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { Button } from '@mui/material';

/** One decision button: confirmed, disabled while it runs, then what it changed reloads. */
export function Decide({
  label,
  confirmText,
  run,
  colour = 'primary',
  done,
}: {
  label: string;
  confirmText: string;
  run: () => Promise<unknown>;
  colour?: 'primary' | 'error';
  /** What reloads after it (a react-admin list's refresh when unset). */
  done?: () => void;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      variant="outlined"
      color={colour}
      disabled={busy}
      onClick={(e) => {
        e.stopPropagation();
        if (!window.confirm(confirmText)) return;
        setBusy(true);
        run()
          .then(() => notify(`${label}: done`, { type: 'success' }))
          .catch((err: unknown) =>
            notify(err instanceof Error ? err.message : 'Failed', { type: 'error' }),
          )
          .finally(() => {
            setBusy(false);
            (done ?? refresh)();
          });
      }}
    >
      {label}
    </Button>
  );
}
