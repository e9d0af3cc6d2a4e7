import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  opsMemberProtection,
  type OpsMemberProtectionValue,
  type ProtectionLimitItem,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { messageOf } from '../lib/ops-list';

/** The console reads protection only (issue 34): it states so beside the figures. */
export const PROTECTION_READ_ONLY_NOTE =
  'Only the member can change limits; a time-out or self-exclusion cannot be lifted before its end.';

const KIND_NAMES: Record<ProtectionLimitItem['kind'], string> = {
  deposit: 'Deposit',
  loss: 'Loss (net of wins)',
  wager: 'Wager',
};
const PERIOD_NAMES: Record<ProtectionLimitItem['period'], string> = {
  day: '24 hours',
  week: '7 days',
  month: '30 days',
};
const DURATION_NAMES: Record<string, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
  permanent: 'permanent',
};
const ACTION_NAMES: Record<string, string> = {
  'protection.limit_set': 'Limit set or lowered',
  'protection.limit_raise_requested': 'Raise or removal asked',
  'protection.limit_raise_confirmed': 'Raise or removal confirmed',
  'protection.limit_raise_cancelled': 'Raise or removal dropped',
  'protection.timeout': 'Time-out started',
  'protection.self_exclusion': 'Self-exclusion started',
  'protection.reality_check_set': 'Reality-check interval chosen',
  'protection.session_time_reached': 'Session-time limit reached: sessions ended',
};

/** Who made a change: the member, an operator (by id), or the platform on its own. */
export const actorText = (c: OpsMemberProtectionValue['changes'][number]) =>
  c.by === 'member'
    ? 'Member'
    : c.by === 'operator'
      ? `Operator #${c.operatorId ?? '?'}`
      : 'System';

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

function LimitsTable({ value }: { value: OpsMemberProtectionValue }) {
  const set = value.limits.filter((l) => l.amount !== null || l.pending !== null);
  if (set.length === 0) return <Typography>No limit set.</Typography>;
  return (
    <Table size="small" aria-label="Limits">
      <TableHead>
        <TableRow>
          <TableCell>Limit</TableCell>
          <TableCell>Period</TableCell>
          <TableCell align="right">Amount ({value.currency})</TableCell>
          <TableCell align="right">Used</TableCell>
          <TableCell align="right">Left</TableCell>
          <TableCell>Waiting raise or removal</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {set.map((l) => (
          <TableRow key={`${l.kind}-${l.period}`}>
            <TableCell>{KIND_NAMES[l.kind]}</TableCell>
            <TableCell>{PERIOD_NAMES[l.period]}</TableCell>
            <TableCell align="right">{l.amount ?? 'none'}</TableCell>
            <TableCell align="right">{l.used}</TableCell>
            <TableCell align="right">{l.left ?? '-'}</TableCell>
            <TableCell>
              {l.pending
                ? `${l.pending.amount === null ? 'Removal' : `To ${l.pending.amount}`}; the member may confirm it from ${when(l.pending.confirmableAt)}`
                : '-'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ExclusionLine({ value }: { value: OpsMemberProtectionValue }) {
  const e = value.exclusion;
  if (!e) return <Typography>No time-out or self-exclusion in force.</Typography>;
  const name = e.type === 'timeout' ? 'Time-out' : 'Self-exclusion';
  return (
    <Typography data-testid="protection-exclusion">
      {name} ({DURATION_NAMES[e.duration] ?? e.duration}) since {when(e.startedAt)},{' '}
      {e.until === null ? 'permanent' : `until ${when(e.until)}`}
    </Typography>
  );
}

function RealityCheckLine({ value }: { value: OpsMemberProtectionValue }) {
  const text =
    value.realityCheckMinutes === null
      ? 'Reality checks: off (turned off by the member)'
      : `Reality checks: every ${value.realityCheckMinutes} minutes${value.realityCheckChosen ? ' (chosen by the member)' : ' (default)'}`;
  return <Typography>{text}</Typography>;
}

function SessionTimeLine({ value }: { value: OpsMemberProtectionValue }) {
  const s = value.sessionTime;
  const today = `today ${s.usedMinutes} min logged in`;
  const pending = s.pending
    ? `; ${s.pending.minutes === null ? 'removal' : `raise to ${s.pending.minutes} min`} waiting, the member may confirm it from ${when(s.pending.confirmableAt)}`
    : '';
  return (
    <Typography data-testid="protection-session-time">
      {s.limitMinutes === null
        ? `Daily session time: no limit (${today})`
        : `Daily session time: limit ${s.limitMinutes} min, ${today}, ${s.leftMinutes ?? 0} min left${pending}`}
    </Typography>
  );
}

function ChangesTable({ value }: { value: OpsMemberProtectionValue }) {
  if (value.changes.length === 0) return <Typography>No change recorded.</Typography>;
  return (
    <Table size="small" aria-label="Protection changes">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Who</TableCell>
          <TableCell>Change</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {value.changes.map((c, i) => (
          <TableRow key={`${c.at}-${i}`}>
            <TableCell>{when(c.at)}</TableCell>
            <TableCell>{actorText(c)}</TableCell>
            <TableCell>{ACTION_NAMES[c.action] ?? c.action}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{changeText(c.before)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{changeText(c.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Issue 34: a member's limits, time-out or self-exclusion, reality checks and their history. */
export function MemberProtection({ memberId }: { memberId: number }) {
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
  if (!value) return <Typography>Loading player protection…</Typography>;
  return (
    <Stack spacing={1} data-testid="member-protection">
      <Typography variant="body2" color="text.secondary">
        {PROTECTION_READ_ONLY_NOTE}
      </Typography>
      <ExclusionLine value={value} />
      <RealityCheckLine value={value} />
      <SessionTimeLine value={value} />
      <Typography variant="subtitle2">Limits</Typography>
      <LimitsTable value={value} />
      <Typography variant="subtitle2">History</Typography>
      <ChangesTable value={value} />
    </Stack>
  );
}
