import { useCallback, useEffect, useState } from 'react';
import { Alert, Stack, TableCell, TableRow, Typography } from '@mui/material';
import {
  opsMemberProtection,
  type OpsMemberProtectionValue,
  type ProtectionLimitItem,
} from '@lotto/contract';
import { useTranslate } from 'react-admin';
import { opsCall } from '../lib/ops-client';
import en from '../locales/en.json';
import { messageOf } from '../lib/ops-list';
import { figures } from '../lib/small-table';
import { RowsTable } from '../lib/rows-table';

/** The console reads protection only (issue 34): it states so beside the figures (as English reads it). */
export const PROTECTION_READ_ONLY_NOTE = en.console.protection.read_only_note;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A limit's kind, period and an exclusion's duration: keys of console.protection. */
export const kindKey = (kind: ProtectionLimitItem['kind']) => `console.protection.kind_${kind}`;
const periodKey = (period: ProtectionLimitItem['period']) => `console.protection.period_${period}`;
const DURATIONS = new Set(['24h', '7d', '30d', '6m', '1y', '5y', 'permanent']);
const ACTIONS = new Set([
  'protection.limit_set',
  'protection.limit_raise_requested',
  'protection.limit_raise_confirmed',
  'protection.limit_raise_cancelled',
  'protection.timeout',
  'protection.self_exclusion',
  'protection.reality_check_set',
  'protection.session_time_reached',
]);
const actionText = (action: string, translate: Translate) =>
  ACTIONS.has(action) ? translate(`console.protection.action.${action.slice(11)}`) : action;

/** Who made a change: the member, an operator (by id), or the platform on its own. */
export const actorText = (c: OpsMemberProtectionValue['changes'][number], translate: Translate) =>
  c.by === 'member'
    ? translate('console.protection.by_member')
    : c.by === 'operator'
      ? translate('console.protection.by_operator', { id: c.operatorId ?? '?' })
      : translate('console.protection.by_system');

const when = (ms: number) => new Date(ms).toLocaleString();

/** A change's before or after, kept as JSON (cut at 200 characters): "key: value" pairs. */
export function changeText(text: string | null) {
  if (text === null) return '-';
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value))
      return Object.entries(value)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(', ');
  } catch {
    // Cut short: shown as kept.
  }
  return text;
}

/** The words of a limit's change that waits: the line, a removal, a new value named `value`. */
type PendingWords = { text: string; removal: string; raise: string; value: string };
const LIMIT_PENDING: PendingWords = {
  text: 'console.protection.pending',
  removal: 'console.protection.removal',
  raise: 'console.protection.to_amount',
  value: 'amount',
};
const SESSION_PENDING: PendingWords = {
  text: 'console.protection.session_pending',
  removal: 'console.protection.session_removal',
  raise: 'console.protection.session_raise',
  value: 'minutes',
};

/** A change of a limit to `to` (null: removing it) that waits for `confirmableAt`. */
function pendingText(
  translate: Translate,
  words: PendingWords,
  to: string | number | null,
  confirmableAt: number,
) {
  return translate(words.text, {
    change: to === null ? translate(words.removal) : translate(words.raise, { [words.value]: to }),
    from: when(confirmableAt),
  });
}

function LimitsTable({ value }: { value: OpsMemberProtectionValue }) {
  const translate = useTranslate();
  const set = value.limits.filter((l) => l.amount !== null || l.pending !== null);
  return (
    <RowsTable
      rows={set}
      none={translate('console.protection.no_limit')}
      label={translate('console.protection.limits')}
      head={[
        translate('console.protection.limit'),
        translate('console.protection.period'),
        figures(translate('console.protection.amount', { currency: value.currency })),
        figures(translate('console.protection.used')),
        figures(translate('console.protection.left')),
        translate('console.protection.waiting'),
      ]}
      row={(l) => (
        <TableRow key={`${l.kind}-${l.period}`}>
          <TableCell>{translate(kindKey(l.kind))}</TableCell>
          <TableCell>{translate(periodKey(l.period))}</TableCell>
          <TableCell align="right">{l.amount ?? translate('console.protection.none')}</TableCell>
          <TableCell align="right">{l.used}</TableCell>
          <TableCell align="right">{l.left ?? '-'}</TableCell>
          <TableCell>
            {l.pending
              ? pendingText(translate, LIMIT_PENDING, l.pending.amount, l.pending.confirmableAt)
              : '-'}
          </TableCell>
        </TableRow>
      )}
    />
  );
}

function ExclusionLine({ value }: { value: OpsMemberProtectionValue }) {
  const translate = useTranslate();
  const e = value.exclusion;
  if (!e) return <Typography>{translate('console.protection.no_exclusion')}</Typography>;
  return (
    <Typography data-testid="protection-exclusion">
      {translate('console.protection.exclusion', {
        name: translate(
          e.type === 'timeout' ? 'console.protection.timeout' : 'console.protection.self_exclusion',
        ),
        duration: DURATIONS.has(e.duration)
          ? translate(`console.protection.duration_${e.duration}`)
          : e.duration,
        since: when(e.startedAt),
        until:
          e.until === null
            ? translate('console.protection.duration_permanent')
            : translate('console.protection.until', { when: when(e.until) }),
      })}
    </Typography>
  );
}

function RealityCheckLine({ value }: { value: OpsMemberProtectionValue }) {
  const translate = useTranslate();
  const text =
    value.realityCheckMinutes === null
      ? translate('console.protection.reality_off')
      : translate(
          value.realityCheckChosen
            ? 'console.protection.reality_chosen'
            : 'console.protection.reality_default',
          { minutes: value.realityCheckMinutes },
        );
  return <Typography>{text}</Typography>;
}

function SessionTimeLine({ value }: { value: OpsMemberProtectionValue }) {
  const translate = useTranslate();
  const s = value.sessionTime;
  const today = translate('console.protection.session_today', { minutes: s.usedMinutes });
  const pending = s.pending
    ? pendingText(translate, SESSION_PENDING, s.pending.minutes, s.pending.confirmableAt)
    : '';
  return (
    <Typography data-testid="protection-session-time">
      {s.limitMinutes === null
        ? translate('console.protection.session_no_limit', { today })
        : translate('console.protection.session_limit', {
            limit: s.limitMinutes,
            today,
            left: s.leftMinutes ?? 0,
            pending,
          })}
    </Typography>
  );
}

function ChangesTable({ value }: { value: OpsMemberProtectionValue }) {
  const translate = useTranslate();
  return (
    <RowsTable
      rows={value.changes}
      none={translate('console.protection.no_change')}
      label={translate('console.protection.changes')}
      head={[
        translate('console.protection.when'),
        translate('console.protection.who'),
        translate('console.protection.change'),
        translate('console.protection.before'),
        translate('console.protection.after'),
      ]}
      row={(c, i) => (
        <TableRow key={`${c.at}-${i}`}>
          <TableCell>{when(c.at)}</TableCell>
          <TableCell>{actorText(c, translate)}</TableCell>
          <TableCell>{actionText(c.action, translate)}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{changeText(c.before)}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{changeText(c.after)}</TableCell>
        </TableRow>
      )}
    />
  );
}

/** Issue 34: a member's limits, time-out or self-exclusion, reality checks and their history. */
export function MemberProtection({ memberId }: { memberId: number }) {
  const translate = useTranslate();
  const [value, setValue] = useState<OpsMemberProtectionValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setValue(await opsCall(opsMemberProtection, { query: { id: memberId } }));
    } catch (err) {
      setError(messageOf(err));
    }
  }, [memberId]);
  useEffect(() => {
    void load();
  }, [load]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!value) return <Typography>{translate('console.protection.loading')}</Typography>;
  return (
    <Stack spacing={1} data-testid="member-protection">
      <Typography variant="body2" color="text.secondary">
        {translate('console.protection.read_only_note')}
      </Typography>
      <ExclusionLine value={value} />
      <RealityCheckLine value={value} />
      <SessionTimeLine value={value} />
      <Typography variant="subtitle2">{translate('console.protection.limits')}</Typography>
      <LimitsTable value={value} />
      <Typography variant="subtitle2">{translate('console.protection.history')}</Typography>
      <ChangesTable value={value} />
    </Stack>
  );
}
