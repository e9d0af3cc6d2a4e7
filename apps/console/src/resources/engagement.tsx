import { useState, type FormEvent } from 'react';
import { Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  opsAdjustPoints,
  opsMallItems,
  opsMemberPoints,
  opsSaveMallItem,
  type OperatorRole,
  type OpsMallItemValue,
  type OperationValue,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { useWriteIntent } from '../lib/write-intent';
import { messageOf, useOpsList } from '../lib/ops-list';
import { valueText } from '../lib/value-texts';
import {
  ActiveCheckbox,
  CodeAndNames,
  NumberInput,
  RecordEditor,
  useRecordForm,
} from '../lib/record-editor';
import { namedHead, NamedCells, useRecordEditing, type EditorProps } from '../lib/record-list';
import { figures, SmallTable } from '../lib/small-table';
import { ConsolePage } from '../lib/console-page';
import { roleIn } from '../lib/roles';

/** Who may change what; the server enforces the same roles (ops-engagement.ts). */
export const seesMall = (role: OperatorRole) => role !== 'finance';
export const seesPoints = roleIn('owner', 'support', 'read_only');
const editsMall = roleIn('owner', 'content');
const adjustsPoints = roleIn('owner', 'support');

const newRequestId = () => crypto.randomUUID();

type ItemForm = Omit<OpsMallItemValue, 'id' | 'redeemed'> & { id?: number };
const emptyItem: ItemForm = {
  code: '',
  nameEn: '',
  nameTh: '',
  descriptionEn: '',
  descriptionTh: '',
  imageUrl: null,
  price: 100,
  stock: 0,
  active: true,
  sortOrder: 0,
};

/** The form's fields of an item (the redemption count is not one of them). */
const formOf = ({ redeemed: _redeemed, ...item }: OpsMallItemValue): ItemForm => item;

function MallItemForm({ initial, onSaved, onCancel }: EditorProps<ItemForm>) {
  const translate = useTranslate();
  const { form, set } = useRecordForm(initial);

  return (
    <RecordEditor
      testId="mall-item-form"
      title={
        form.id
          ? translate('console.mall.item_n', { id: form.id })
          : translate('console.mall.new_item')
      }
      save={(idempotencyKey) => opsCall(opsSaveMallItem, { body: form, idempotencyKey })}
      savedMessage="console.mall.saved"
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <CodeAndNames form={form} set={set} />
      <TextField
        label={translate('console.mall.description_en')}
        value={form.descriptionEn}
        onChange={(e) => set('descriptionEn', e.target.value)}
      />
      <TextField
        label={translate('console.mall.description_th')}
        value={form.descriptionTh}
        onChange={(e) => set('descriptionTh', e.target.value)}
      />
      <TextField
        label={translate('console.mall.image_url')}
        value={form.imageUrl ?? ''}
        onChange={(e) => set('imageUrl', e.target.value === '' ? null : e.target.value)}
      />
      <NumberInput
        label={translate('console.mall.price_points')}
        value={form.price}
        onChange={(n) => set('price', n)}
        required
      />
      <NumberInput
        label={translate('console.mall.stock')}
        value={form.stock}
        onChange={(n) => set('stock', n)}
        required
      />
      <NumberInput
        label={translate('console.engagement.order')}
        value={form.sortOrder}
        onChange={(n) => set('sortOrder', n)}
      />
      <ActiveCheckbox
        label={translate('console.mall.on_sale')}
        checked={form.active}
        onChange={(on) => set('active', on)}
      />
    </RecordEditor>
  );
}

const fetchMallItems = async () => (await opsCall(opsMallItems)).list;

/** Points mall items and their stock: content and owner edit, every save in the audit log. */
export function MallItemsPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<OperatorRole>();
  const { list: items, error, reload } = useOpsList(fetchMallItems);
  const { top, editButton } = useRecordEditing({
    Editor: MallItemForm,
    reload,
    edits: editsMall(permissions),
    newLabel: 'console.mall.new_item',
    blank: () => emptyItem,
  });

  return (
    <ConsolePage testId="mall-items-page" title="console.title.points_mall" error={error}>
      {top}
      <SmallTable
        head={[
          translate('console.engagement.id'),
          ...namedHead(translate),
          figures(translate('console.mall.price')),
          figures(translate('console.mall.stock')),
          figures(translate('console.mall.redeemed')),
          translate('console.mall.on_sale'),
        ]}
        actions
      >
        {(items ?? []).map((item) => (
          <TableRow key={item.id}>
            <TableCell>{item.id}</TableCell>
            <NamedCells record={item} />
            <TableCell align="right">{item.price}</TableCell>
            <TableCell align="right">{item.stock}</TableCell>
            <TableCell align="right">{item.redeemed}</TableCell>
            <TableCell>
              {translate(item.active ? 'console.levels.yes' : 'console.levels.no')}
            </TableCell>
            <TableCell>{editButton(formOf(item))}</TableCell>
          </TableRow>
        ))}
      </SmallTable>
    </ConsolePage>
  );
}

type MemberPoints = OperationValue<typeof opsMemberPoints>;

/** A member's points, and adjustments by support or owner (a note each; audited; never below 0). */
export function PointsPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<OperatorRole>();
  const notify = useNotify();
  const [memberId, setMemberId] = useState('');
  const [points, setPoints] = useState<MemberPoints | null>(null);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [error, setError] = useState<string | null>(null);
  const intent = useWriteIntent();

  const load = async (id = memberId) => {
    setError(null);
    try {
      setPoints(await opsCall(opsMemberPoints, { query: { memberId: id } }));
    } catch (err) {
      setPoints(null);
      setError(messageOf(err));
    }
  };

  const adjust = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const result = await intent.submit((idempotencyKey) =>
        opsCall(opsAdjustPoints, {
          body: { memberId: Number(memberId), amount: Number(amount), note, requestId },
          idempotencyKey,
        }),
      );
      notify(result.applied ? 'console.points.balance_now' : 'console.points.already_applied', {
        messageArgs: { balance: result.balance },
        type: 'success',
      });
      setRequestId(newRequestId());
      setAmount('');
      setNote('');
      await load();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  return (
    <Box sx={{ p: 2 }} data-testid="points-page">
      <Title title="console.title.member_points" />
      <Stack
        component="form"
        direction="row"
        spacing={2}
        sx={{ mb: 2 }}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void load();
        }}
      >
        <TextField
          label={translate('console.points.member_id')}
          value={memberId}
          onChange={(e) => setMemberId(e.target.value)}
          required
        />
        <Button type="submit" variant="outlined">
          {translate('console.points.show')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {points ? (
        <>
          <Typography sx={{ mb: 2 }} data-testid="member-points">
            {translate('console.points.summary', {
              balance: points.balance,
              earned: points.earned,
              spent: points.spent,
              expired: points.expired,
            })}
          </Typography>
          {adjustsPoints(permissions) ? (
            <Stack
              component="form"
              direction="row"
              spacing={2}
              sx={{ mb: 2 }}
              onSubmit={(e: FormEvent) => void adjust(e)}
            >
              <TextField
                label={translate('console.points.amount_input')}
                type="number"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                required
              />
              <TextField
                label={translate('console.points.note')}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                required
              />
              <Button type="submit" variant="contained" disabled={intent.pending}>
                {translate('console.points.adjust')}
              </Button>
            </Stack>
          ) : null}
          <SmallTable
            head={[
              translate('console.points.when'),
              translate('console.points.reason'),
              translate('console.points.detail'),
              figures(translate('console.points.amount')),
              figures(translate('console.points.balance_after')),
            ]}
          >
            {points.entries.map((e) => (
              <TableRow key={e.id}>
                <TableCell>{new Date(e.createdAt).toLocaleString()}</TableCell>
                <TableCell>{valueText(translate, 'points_reason', e.reason)}</TableCell>
                <TableCell>{e.detail}</TableCell>
                <TableCell align="right">{e.amount}</TableCell>
                <TableCell align="right">{e.balanceAfter}</TableCell>
              </TableRow>
            ))}
          </SmallTable>
        </>
      ) : null}
    </Box>
  );
}
