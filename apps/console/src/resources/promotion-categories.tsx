import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
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
  TableCell,
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
import { usePanelFocus } from '../lib/use-panel-focus';
import { figures, SmallTable } from '../lib/small-table';

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
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{translate('console.categories.categories')}</FormLabel>
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
  const translate = useTranslate();
  const notify = useNotify();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<OpsPromotionCategory | null>(null);
  const heading = usePanelFocus<HTMLHeadingElement>();
  const intent = useWriteIntent();
  const remove = (c: OpsPromotionCategory) =>
    void opsCall(opsDeletePromotionCategory, { body: { id: c.id } }).then(
      () => {
        notify('console.categories.deleted', { type: 'success' });
        setDeleting(null);
        onSaved();
      },
      (e: unknown) => {
        setDeleting(null);
        notify(e instanceof Error ? e.message : 'console.decide.failed', { type: 'error' });
      },
    );
  const save = (d: Draft) =>
    void intent
      .submit((idempotencyKey) => opsCall(opsSavePromotionCategory, { body: d, idempotencyKey }))
      .then(
        () => {
          notify('console.categories.saved', { type: 'success' });
          setDraft(null);
          setErrors({});
          onSaved();
        },
        (e: unknown) => {
          setErrors((e as { body?: { errors?: Record<string, string> } }).body?.errors ?? {});
          notify(e instanceof Error ? e.message : 'console.decide.failed', { type: 'error' });
        },
      );
  const nextOrder = Math.max(0, ...categories.map((c) => c.sortOrder)) + 1;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2" ref={heading} tabIndex={-1}>
            {translate('console.categories.title')}
          </Typography>
          <Stack direction="row" spacing={1}>
            {canWrite ? (
              <Button variant="outlined" onClick={() => setDraft(emptyDraft(nextOrder))}>
                {translate('console.categories.new')}
              </Button>
            ) : null}
            <Button onClick={onClose}>{translate('ra.action.close')}</Button>
          </Stack>
        </Stack>
        <SmallTable
          label={translate('console.categories.title')}
          head={[
            translate('console.categories.order'),
            translate('console.categories.code'),
            translate('console.categories.name_en'),
            translate('console.categories.name_th'),
            figures(translate('console.categories.promotions')),
          ]}
          actions
        >
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
                    {translate('ra.action.edit')}
                  </Button>
                ) : null}
                {canWrite && c.promotions === 0 ? (
                  <Button size="small" color="error" onClick={() => setDeleting(c)}>
                    {translate('ra.action.delete')}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </SmallTable>
        <Confirm
          isOpen={deleting !== null}
          title={translate('console.categories.confirm_delete', { name: deleting?.name.en ?? '' })}
          content={translate('console.categories.delete_text')}
          confirm={translate('ra.action.delete')}
          onConfirm={() => deleting && remove(deleting)}
          onClose={() => setDeleting(null)}
        />
        {draft ? (
          <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 2 }}>
            <TextField
              label={translate('console.categories.code')}
              value={draft.code}
              onChange={(e) => setDraft({ ...draft, code: e.target.value })}
              error={!!errors.code}
              helperText={errors.code ?? translate('console.categories.code_help')}
            />
            {(['en', 'th'] as const).map((lang) => (
              <TextField
                key={lang}
                label={translate(`console.categories.name_${lang}`)}
                value={draft.name[lang]}
                onChange={(e) =>
                  setDraft({ ...draft, name: { ...draft.name, [lang]: e.target.value } })
                }
                error={!!errors[`name.${lang}`]}
                helperText={errors[`name.${lang}`]}
              />
            ))}
            <TextField
              label={translate('console.categories.order')}
              type="number"
              value={draft.sortOrder}
              onChange={(e) => setDraft({ ...draft, sortOrder: Number(e.target.value) })}
              error={!!errors.sortOrder}
              helperText={errors.sortOrder ?? translate('console.categories.lower_first')}
              sx={{ width: 120 }}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button variant="contained" onClick={() => save(draft)} disabled={intent.pending}>
                {translate(draft.id === undefined ? 'ra.action.create' : 'ra.action.save')}
              </Button>
              <Button onClick={() => setDraft(null)}>{translate('ra.action.cancel')}</Button>
            </Stack>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
