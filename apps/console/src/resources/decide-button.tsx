import { useState, type ReactNode } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { Button, Stack } from '@mui/material';

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

/** One of a row's decisions: its button, its confirmation (a message key and values), its action. */
export type Decision<A extends string> = {
  action: A;
  label: string;
  confirm: string;
  values?: Record<string, unknown>;
  colour?: 'primary' | 'error';
};

/**
 * A row's decision buttons side by side, after `before`: each confirmed in its own words, then
 * `run` with its action. A decision given as false is not offered.
 */
export function Decisions<A extends string>({
  decisions,
  run,
  done,
  before,
}: {
  decisions: (Decision<A> | false)[];
  run: (action: A) => Promise<unknown>;
  done?: () => void;
  before?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1}>
      {before}
      {decisions
        .filter((d): d is Decision<A> => d !== false)
        .map((d) => (
          <Decide
            key={d.action}
            label={d.label}
            colour={d.colour}
            confirmText={translate(d.confirm, d.values)}
            run={() => run(d.action)}
            done={done}
          />
        ))}
    </Stack>
  );
}
