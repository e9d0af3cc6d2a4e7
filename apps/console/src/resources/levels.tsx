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
type NumberKey = 'rank' | 'periodDays' | 'rebateBasisPoints' | 'bonusTurnoverMultiple';
type AmountKey = 'threshold' | 'levelUpReward' | 'birthdayReward';
type ChoiceKey = 'thresholdKind' | 'rewardKind';
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
      {(refused) => {
        const numberField = (key: NumberKey, label: string, required = false) => (
          <NumberInput
            label={translate(label)}
            value={form[key]}
            onChange={(n) => set(key, n)}
            required={required}
            {...refusedAt(refused, key)}
          />
        );
        const amountField = (key: AmountKey, label: string, required = false) => (
          <TextField
            label={translate(label)}
            value={form[key]}
            onChange={(e) => set(key, e.target.value)}
            required={required}
            {...refusedAt(refused, key)}
          />
        );
        const choiceField = <K extends ChoiceKey>(
          key: K,
          label: string,
          choices: readonly LevelForm[K][],
          choiceLabel: (choice: LevelForm[K]) => string,
        ) => (
          <TextField
            select
            label={translate(label)}
            value={form[key]}
            onChange={(e) => set(key, e.target.value as LevelForm[K])}
            {...refusedAt(refused, key)}
          >
            {choices.map((k) => (
              <MenuItem key={k} value={k}>
                {choiceLabel(k)}
              </MenuItem>
            ))}
          </TextField>
        );
        return (
          <>
            <CodeAndNames form={form} set={set} refused={refused} />
            {numberField('rank', 'console.levels.order_input', true)}
            {choiceField(
              'thresholdKind',
              'console.levels.threshold_counts',
              LEVEL_THRESHOLD_KINDS,
              (k) =>
                k === 'deposits'
                  ? translate('console.levels.metric_deposit')
                  : translate('console.levels.metric_turnover'),
            )}
            {amountField('threshold', 'console.levels.threshold', true)}
            {numberField('periodDays', 'console.levels.period_days', true)}
            {numberField('rebateBasisPoints', 'console.levels.rebate_input')}
            <TextField
              label={translate('console.levels.withdraw_max_input')}
              value={form.withdrawDailyMax ?? ''}
              onChange={(e) =>
                set('withdrawDailyMax', e.target.value === '' ? null : e.target.value)
              }
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
            {amountField('levelUpReward', 'console.levels.level_up_reward')}
            {amountField('birthdayReward', 'console.levels.birthday_reward')}
            {choiceField('rewardKind', 'console.levels.rewards_paid_as', LEVEL_REWARD_KINDS, (k) =>
              translate(`console.levels.reward_${k}`, { _: k }),
            )}
            {numberField('bonusTurnoverMultiple', 'console.levels.bonus_turnover_input')}
            <ActiveCheckbox
              label={translate('console.levels.active')}
              checked={form.active}
              onChange={(on) => set('active', on)}
            />
          </>
        );
      }}
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
