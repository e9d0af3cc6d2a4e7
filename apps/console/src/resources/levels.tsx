import { useState, type FormEvent } from 'react';
import { Title, useNotify, usePermissions } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  LEVEL_REWARD_KINDS,
  LEVEL_THRESHOLD_KINDS,
  opsMemberLevels,
  opsSaveMemberLevel,
  type OperatorRole,
  type OpsMemberLevelValue,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { useWriteIntent } from '../lib/write-intent';
import { messageOf, useOpsList } from '../lib/ops-list';
import { ActionsHeader } from '../lib/actions-header';

/** Who sees and who edits member levels; the server enforces the same roles. */
export const seesLevels = (role: OperatorRole) => role !== 'finance';
const editsLevels = (role: OperatorRole | undefined) => role === 'owner' || role === 'content';

type LevelForm = Omit<OpsMemberLevelValue, 'id' | 'members'> & { id?: number };
const emptyLevel = (rank: number): LevelForm => ({
  code: '',
  nameEn: '',
  nameTh: '',
  rank,
  thresholdKind: 'deposits',
  threshold: '0',
  periodDays: 30,
  rebateBasisPoints: 0,
  withdrawDailyMax: null,
  withdrawDailyCount: null,
  birthdayReward: '0',
  levelUpReward: '0',
  rewardKind: 'bonus',
  bonusTurnoverMultiple: 1,
  active: true,
});
const formOf = ({ members: _members, ...level }: OpsMemberLevelValue): LevelForm => level;
/** "1000.0000" → "1000": what an operator types back. */
const plain = (amount: string) => amount.replace(/\.?0+$/, '');

function LevelEditor({
  initial,
  onSaved,
  onCancel,
}: {
  initial: LevelForm;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const notify = useNotify();
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const intent = useWriteIntent();
  const set = <K extends keyof LevelForm>(key: K, value: LevelForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await intent.submit((idempotencyKey) =>
        opsCall(opsSaveMemberLevel, { body: form, idempotencyKey }),
      );
      notify('Saved', { type: 'success' });
      onSaved();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  return (
    <Card component="form" onSubmit={(e) => void submit(e)} sx={{ mb: 2 }} data-testid="level-form">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {form.id ? `Level ${form.nameEn || form.code}` : 'New level'}
        </Typography>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            label="Code"
            value={form.code}
            onChange={(e) => set('code', e.target.value)}
            required
          />
          <TextField
            label="Name (en)"
            value={form.nameEn}
            onChange={(e) => set('nameEn', e.target.value)}
            required
          />
          <TextField
            label="Name (th)"
            value={form.nameTh}
            onChange={(e) => set('nameTh', e.target.value)}
            required
          />
          <TextField
            label="Order (0 = first level)"
            type="number"
            value={form.rank}
            onChange={(e) => set('rank', Number(e.target.value))}
            required
          />
          <TextField
            select
            label="Threshold counts"
            value={form.thresholdKind}
            onChange={(e) => set('thresholdKind', e.target.value as LevelForm['thresholdKind'])}
          >
            {LEVEL_THRESHOLD_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {k === 'deposits' ? 'Credited deposits' : 'Turnover (settled bets)'}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Threshold"
            value={form.threshold}
            onChange={(e) => set('threshold', e.target.value)}
            required
          />
          <TextField
            label="Period (days)"
            type="number"
            value={form.periodDays}
            onChange={(e) => set('periodDays', Number(e.target.value))}
            required
          />
          <TextField
            label="Rebate (basis points, 100 = 1%)"
            type="number"
            value={form.rebateBasisPoints}
            onChange={(e) => set('rebateBasisPoints', Number(e.target.value))}
          />
          <TextField
            label="Withdrawal a day, most (empty: merchant's)"
            value={form.withdrawDailyMax ?? ''}
            onChange={(e) => set('withdrawDailyMax', e.target.value === '' ? null : e.target.value)}
          />
          <TextField
            label="Withdrawals a day (empty: merchant's)"
            type="number"
            value={form.withdrawDailyCount ?? ''}
            onChange={(e) =>
              set('withdrawDailyCount', e.target.value === '' ? null : Number(e.target.value))
            }
          />
          <TextField
            label="Level-up reward"
            value={form.levelUpReward}
            onChange={(e) => set('levelUpReward', e.target.value)}
          />
          <TextField
            label="Birthday reward"
            value={form.birthdayReward}
            onChange={(e) => set('birthdayReward', e.target.value)}
          />
          <TextField
            select
            label="Rewards paid as"
            value={form.rewardKind}
            onChange={(e) => set('rewardKind', e.target.value as LevelForm['rewardKind'])}
          >
            {LEVEL_REWARD_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {k}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Turnover before withdrawing a bonus reward (× the reward, 0: none)"
            type="number"
            value={form.bonusTurnoverMultiple}
            onChange={(e) => set('bonusTurnoverMultiple', Number(e.target.value))}
          />
          <FormControlLabel
            control={
              <Checkbox checked={form.active} onChange={(e) => set('active', e.target.checked)} />
            }
            label="Active"
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={intent.pending}>
            Save
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

const fetchLevels = async () => (await opsCall(opsMemberLevels)).list;

/** Member levels: thresholds over a period and benefits; content and owner edit, all audited. */
export function MemberLevelsPage() {
  const { permissions } = usePermissions<OperatorRole>();
  const { list: levels, error, reload: load } = useOpsList(fetchLevels);
  const [editing, setEditing] = useState<LevelForm | null>(null);

  const nextRank = (levels ?? []).reduce((max, l) => Math.max(max, l.rank + 1), 0);
  return (
    <Box sx={{ p: 2 }} data-testid="levels-page">
      <Title title="console.title.member_levels" />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Typography variant="body2" sx={{ mb: 2 }}>
        A member holds the highest active level whose threshold they reach over its period (local
        days of the merchant). Levels are checked on each credited deposit and settled bet, and once
        a day; a level-up reward is paid once per member and level. Each day just after local
        midnight the rebate of the level held is paid on the previous day&apos;s settled real-money
        stakes (games and lottery), once per member and day. A reward paid to the bonus balance asks
        its turnover multiple before a withdrawal.
      </Typography>
      {editsLevels(permissions) && !editing ? (
        <Button variant="contained" sx={{ mb: 2 }} onClick={() => setEditing(emptyLevel(nextRank))}>
          New level
        </Button>
      ) : null}
      {editing ? (
        <LevelEditor
          key={editing.id ?? 'new'}
          initial={editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      ) : null}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Code</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Threshold</TableCell>
            <TableCell align="right">Rebate</TableCell>
            <TableCell>Withdrawals a day</TableCell>
            <TableCell align="right">Level-up</TableCell>
            <TableCell align="right">Birthday</TableCell>
            <TableCell align="right">Members</TableCell>
            <TableCell>Active</TableCell>
            <ActionsHeader />
          </TableRow>
        </TableHead>
        <TableBody>
          {(levels ?? []).map((l) => (
            <TableRow key={l.id}>
              <TableCell>{l.rank}</TableCell>
              <TableCell>{l.code}</TableCell>
              <TableCell>
                {l.nameEn} / {l.nameTh}
              </TableCell>
              <TableCell>
                {plain(l.threshold)} {l.thresholdKind} / {l.periodDays} d
              </TableCell>
              <TableCell align="right">{l.rebateBasisPoints / 100}%</TableCell>
              <TableCell>
                {l.withdrawDailyMax === null ? 'merchant' : plain(l.withdrawDailyMax)} ×{' '}
                {l.withdrawDailyCount ?? 'merchant'}
              </TableCell>
              <TableCell align="right">
                {plain(l.levelUpReward)} {l.rewardKind}
                {l.rewardKind === 'bonus' ? ` (${l.bonusTurnoverMultiple}× turnover)` : ''}
              </TableCell>
              <TableCell align="right">{plain(l.birthdayReward)}</TableCell>
              <TableCell align="right">{l.members}</TableCell>
              <TableCell>{l.active ? 'yes' : 'no'}</TableCell>
              <TableCell>
                {editsLevels(permissions) ? (
                  <Button
                    size="small"
                    onClick={() =>
                      setEditing({
                        ...formOf(l),
                        threshold: plain(l.threshold),
                        levelUpReward: plain(l.levelUpReward),
                        birthdayReward: plain(l.birthdayReward),
                        withdrawDailyMax:
                          l.withdrawDailyMax === null ? null : plain(l.withdrawDailyMax),
                      })
                    }
                  >
                    Edit
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
