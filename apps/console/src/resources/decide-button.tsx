import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { Button } from '@mui/material';

/**
 * One decision button: confirmed, disabled while it runs, then what it changed reloads. The label
 * is a message key or a text; the confirmation is shown as given.
 */
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
  const translate = useTranslate();
  const text = translate(label, { _: label });
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
          .then(() =>
            notify('console.decide.done', { type: 'success', messageArgs: { action: text } }),
          )
          .catch((err: unknown) =>
            notify(err instanceof Error ? err.message : 'console.decide.failed', { type: 'error' }),
          )
          .finally(() => {
            setBusy(false);
            (done ?? refresh)();
          });
      }}
    >
      {text}
    </Button>
  );
}
