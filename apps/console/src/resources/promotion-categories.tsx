import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
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
  opsDeletePromotionCategory,
  opsPromotionCategories,
  opsSavePromotionCategory,
  type OpsPromotionCategory,
  type SavePromotionCategoryInput,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { useWriteIntent } from '../lib/write-intent';
import { ActionsHeader } from '../lib/actions-header';
import { usePanelFocus } from '../lib/use-panel-focus';

/** The merchant's promotion categories, reloaded on demand. */
export function usePromotionCategories() {
  const [list, setList] = useState<OpsPromotionCategory[]>([]);
  const reload = useCallback(
    () => void opsCall(opsPromotionCategories).then((v) => setList(v.list)),
    [],
  );
  useEffect(reload, [reload]);
  return { list, reload };
}

/** The promotion editor's category picker: the activity center's filter files it here. */
export function CategoryPicker({
  categories,
  value,
  onChange,
  error,
}: {
  categories: OpsPromotionCategory[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">Categories</FormLabel>
      <FormGroup row>
        {categories.map((c) => (
          <FormControlLabel
            key={c.id}
            label={`${c.name.en} / ${c.name.th}`}
            control={
              <Checkbox
                checked={value.includes(c.id)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...value, c.id] : value.filter((id) => id !== c.id))
                }
              />
            }
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}

type Draft = SavePromotionCategoryInput;
const emptyDraft = (sortOrder: number): Draft => ({
  code: '',
  name: { th: '', en: '' },
  sortOrder,
});

/** §2.11 categories: create, rename and reorder (content and owner); every save audited. */
export function CategoriesPanel({
  categories,
  canWrite,
  onSaved,
  onClose,
}: {
  categories: OpsPromotionCategory[];
  canWrite: boolean;
  onSaved: () => void;
  onClose: () => void;
}) {
  const notify = useNotify();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<OpsPromotionCategory | null>(null);
  const heading = usePanelFocus<HTMLHeadingElement>();
  const intent = useWriteIntent();
  const remove = (c: OpsPromotionCategory) =>
    void opsCall(opsDeletePromotionCategory, { body: { id: c.id } }).then(
      () => {
        notify('Category deleted', { type: 'success' });
        setDeleting(null);
        onSaved();
      },
      (e: unknown) => {
        setDeleting(null);
        notify(e instanceof Error ? e.message : 'Failed', { type: 'error' });
      },
    );
  const save = (d: Draft) =>
    void intent
      .submit((idempotencyKey) => opsCall(opsSavePromotionCategory, { body: d, idempotencyKey }))
      .then(
        () => {
          notify('Category saved', { type: 'success' });
          setDraft(null);
          setErrors({});
          onSaved();
        },
        (e: unknown) => {
          setErrors((e as { body?: { errors?: Record<string, string> } }).body?.errors ?? {});
          notify(e instanceof Error ? e.message : 'Failed', { type: 'error' });
        },
      );
  const nextOrder = Math.max(0, ...categories.map((c) => c.sortOrder)) + 1;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2" ref={heading} tabIndex={-1}>
            Promotion categories
          </Typography>
          <Stack direction="row" spacing={1}>
            {canWrite ? (
              <Button variant="outlined" onClick={() => setDraft(emptyDraft(nextOrder))}>
                New category
              </Button>
            ) : null}
            <Button onClick={onClose}>Close</Button>
          </Stack>
        </Stack>
        <Table size="small" aria-label="Promotion categories">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Code</TableCell>
              <TableCell>Name (English)</TableCell>
              <TableCell>Name (Thai)</TableCell>
              <TableCell align="right">Promotions</TableCell>
              <ActionsHeader />
            </TableRow>
          </TableHead>
          <TableBody>
            {categories.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{c.sortOrder}</TableCell>
                <TableCell>{c.code}</TableCell>
                <TableCell>{c.name.en}</TableCell>
                <TableCell lang="th">{c.name.th}</TableCell>
                <TableCell align="right">{c.promotions}</TableCell>
                <TableCell align="right">
                  {canWrite ? (
                    <Button
                      size="small"
                      onClick={() =>
                        setDraft({ id: c.id, code: c.code, name: c.name, sortOrder: c.sortOrder })
                      }
                    >
                      Edit
                    </Button>
                  ) : null}
                  {canWrite && c.promotions === 0 ? (
                    <Button size="small" color="error" onClick={() => setDeleting(c)}>
                      Delete
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Confirm
          isOpen={deleting !== null}
          title={`Delete the category ${deleting?.name.en ?? ''}?`}
          content="No promotion is filed under it. This cannot be undone."
          confirm="Delete"
          onConfirm={() => deleting && remove(deleting)}
          onClose={() => setDeleting(null)}
        />
        {draft ? (
          <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 2 }}>
            <TextField
              label="Code"
              value={draft.code}
              onChange={(e) => setDraft({ ...draft, code: e.target.value })}
              error={!!errors.code}
              helperText={errors.code ?? 'a-z, 0-9, _ and -'}
            />
            <TextField
              label="Name (English)"
              value={draft.name.en}
              onChange={(e) => setDraft({ ...draft, name: { ...draft.name, en: e.target.value } })}
              error={!!errors['name.en']}
              helperText={errors['name.en']}
            />
            <TextField
              label="Name (Thai)"
              value={draft.name.th}
              onChange={(e) => setDraft({ ...draft, name: { ...draft.name, th: e.target.value } })}
              error={!!errors['name.th']}
              helperText={errors['name.th']}
            />
            <TextField
              label="Order"
              type="number"
              value={draft.sortOrder}
              onChange={(e) => setDraft({ ...draft, sortOrder: Number(e.target.value) })}
              error={!!errors.sortOrder}
              helperText={errors.sortOrder ?? 'Lower first'}
              sx={{ width: 120 }}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button variant="contained" onClick={() => save(draft)} disabled={intent.pending}>
                {draft.id === undefined ? 'Create' : 'Save'}
              </Button>
              <Button onClick={() => setDraft(null)}>Cancel</Button>
            </Stack>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
