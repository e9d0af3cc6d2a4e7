import { usePermissions, useTranslate } from 'react-admin';
import { MenuItem, TableCell, TableRow, TextField } from '@mui/material';
import {
  LEVEL_REWARD_KINDS,
  LEVEL_THRESHOLD_KINDS,
  opsMemberLevels,
  opsSaveMemberLevel,
  type OperatorRole,
  type OpsMemberLevelValue,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { useOpsList } from '../lib/ops-list';
import {
  ActiveCheckbox,
  CodeAndNames,
  NumberInput,
  RecordEditor,
  refusedAt,
  useRecordForm,
} from '../lib/record-editor';
import { namedHead, NamedCells, useRecordEditing, type EditorProps } from '../lib/record-list';
import { figures, SmallTable } from '../lib/small-table';
import { ConsolePage } from '../lib/console-page';
import { roleIn } from '../lib/roles';

/** Who sees and who edits member levels; the server enforces the same roles. */
export const seesLevels = (role: OperatorRole) => role !== 'finance';
const editsLevels = roleIn('owner', 'content');

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

function LevelEditor({ initial, onSaved, onCancel }: EditorProps<LevelForm>) {
  const translate = useTranslate();
  const { form, set } = useRecordForm(initial);

  return (
    <RecordEditor
      testId="level-form"
      title={
        form.id
          ? translate('console.levels.level_n', { name: form.nameEn || form.code })
          : translate('console.levels.new_level')
      }
      save={(idempotencyKey) => opsCall(opsSaveMemberLevel, { body: form, idempotencyKey })}
      savedMessage="console.levels.saved"
      onSaved={onSaved}
      onCancel={onCancel}
    >
      {(refused) => (
        <>
          <CodeAndNames form={form} set={set} refused={refused} />
          <NumberInput
            label={translate('console.levels.order_input')}
            value={form.rank}
            onChange={(n) => set('rank', n)}
            required
            {...refusedAt(refused, 'rank')}
          />
          <TextField
            select
            label={translate('console.levels.threshold_counts')}
            value={form.thresholdKind}
            onChange={(e) => set('thresholdKind', e.target.value as LevelForm['thresholdKind'])}
            {...refusedAt(refused, 'thresholdKind')}
          >
            {LEVEL_THRESHOLD_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {k === 'deposits'
                  ? translate('console.levels.metric_deposit')
                  : translate('console.levels.metric_turnover')}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('console.levels.threshold')}
            value={form.threshold}
            onChange={(e) => set('threshold', e.target.value)}
            required
            {...refusedAt(refused, 'threshold')}
          />
          <NumberInput
            label={translate('console.levels.period_days')}
            value={form.periodDays}
            onChange={(n) => set('periodDays', n)}
            required
            {...refusedAt(refused, 'periodDays')}
          />
          <NumberInput
            label={translate('console.levels.rebate_input')}
            value={form.rebateBasisPoints}
            onChange={(n) => set('rebateBasisPoints', n)}
            {...refusedAt(refused, 'rebateBasisPoints')}
          />
          <TextField
            label={translate('console.levels.withdraw_max_input')}
            value={form.withdrawDailyMax ?? ''}
            onChange={(e) => set('withdrawDailyMax', e.target.value === '' ? null : e.target.value)}
            {...refusedAt(refused, 'withdrawDailyMax')}
          />
          <TextField
            label={translate('console.levels.withdraw_count_input')}
            type="number"
            value={form.withdrawDailyCount ?? ''}
            onChange={(e) =>
              set('withdrawDailyCount', e.target.value === '' ? null : Number(e.target.value))
            }
            {...refusedAt(refused, 'withdrawDailyCount')}
          />
          <TextField
            label={translate('console.levels.level_up_reward')}
            value={form.levelUpReward}
            onChange={(e) => set('levelUpReward', e.target.value)}
            {...refusedAt(refused, 'levelUpReward')}
          />
          <TextField
            label={translate('console.levels.birthday_reward')}
            value={form.birthdayReward}
            onChange={(e) => set('birthdayReward', e.target.value)}
            {...refusedAt(refused, 'birthdayReward')}
          />
          <TextField
            select
            label={translate('console.levels.rewards_paid_as')}
            value={form.rewardKind}
            onChange={(e) => set('rewardKind', e.target.value as LevelForm['rewardKind'])}
            {...refusedAt(refused, 'rewardKind')}
          >
            {LEVEL_REWARD_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {translate(`console.levels.reward_${k}`, { _: k })}
              </MenuItem>
            ))}
          </TextField>
          <NumberInput
            label={translate('console.levels.bonus_turnover_input')}
            value={form.bonusTurnoverMultiple}
            onChange={(n) => set('bonusTurnoverMultiple', n)}
            {...refusedAt(refused, 'bonusTurnoverMultiple')}
          />
          <ActiveCheckbox
            label={translate('console.levels.active')}
            checked={form.active}
            onChange={(on) => set('active', on)}
          />
        </>
      )}
    </RecordEditor>
  );
}

const fetchLevels = async () => (await opsCall(opsMemberLevels)).list;

/** Member levels: thresholds over a period and benefits; content and owner edit, all audited. */
export function MemberLevelsPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<OperatorRole>();
  const { list: levels, error, reload } = useOpsList(fetchLevels);
  const nextRank = (levels ?? []).reduce((max, l) => Math.max(max, l.rank + 1), 0);
  const { top, editButton } = useRecordEditing({
    Editor: LevelEditor,
    reload,
    edits: editsLevels(permissions),
    newLabel: 'console.levels.new_level',
    blank: () => emptyLevel(nextRank),
  });

  return (
    <ConsolePage
      testId="levels-page"
      title="console.title.member_levels"
      error={error}
      text="console.levels.explain"
    >
      {top}
      <SmallTable
        head={[
          translate('console.engagement.order'),
          ...namedHead(translate),
          translate('console.levels.threshold'),
          figures(translate('console.levels.rebate')),
          translate('console.levels.withdrawals_a_day'),
          figures(translate('console.levels.level_up')),
          figures(translate('console.levels.birthday')),
          figures(translate('console.levels.members')),
          translate('console.levels.active'),
        ]}
        actions
      >
        {(levels ?? []).map((l) => (
          <TableRow key={l.id}>
            <TableCell>{l.rank}</TableCell>
            <NamedCells record={l} />
            <TableCell>
              {plain(l.threshold)} {l.thresholdKind} / {l.periodDays} d
            </TableCell>
            <TableCell align="right">{l.rebateBasisPoints / 100}%</TableCell>
            <TableCell>
              {l.withdrawDailyMax === null
                ? translate('console.levels.merchant')
                : plain(l.withdrawDailyMax)}{' '}
              × {l.withdrawDailyCount ?? translate('console.levels.merchant')}
            </TableCell>
            <TableCell align="right">
              {plain(l.levelUpReward)}{' '}
              {translate(`console.levels.reward_${l.rewardKind}`, { _: l.rewardKind })}
              {l.rewardKind === 'bonus'
                ? ` ${translate('console.levels.turnover_times', { n: l.bonusTurnoverMultiple })}`
                : ''}
            </TableCell>
            <TableCell align="right">{plain(l.birthdayReward)}</TableCell>
            <TableCell align="right">{l.members}</TableCell>
            <TableCell>
              {translate(l.active ? 'console.levels.yes' : 'console.levels.no')}
            </TableCell>
            <TableCell>
              {editButton({
                ...formOf(l),
                threshold: plain(l.threshold),
                levelUpReward: plain(l.levelUpReward),
                birthdayReward: plain(l.birthdayReward),
                withdrawDailyMax: l.withdrawDailyMax === null ? null : plain(l.withdrawDailyMax),
              })}
            </TableCell>
          </TableRow>
        ))}
      </SmallTable>
    </ConsolePage>
  );
}
