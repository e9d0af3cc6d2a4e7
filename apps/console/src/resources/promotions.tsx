import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import { Title, useLocaleState, useNotify, usePermissions, useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  infoPromotionRule,
  opsPromotionEntries,
  opsPromotions,
  opsReviewPromotionEntry,
  opsSavePromotion,
  promotionKinds,
  type OperatorRole,
  type OpsPromotion,
  type OpsPromotionCategory,
  type PromotionEntry,
  type SavePromotionInput,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { useDateTime } from '../lib/dates';
import { useWriteIntent } from '../lib/write-intent';
import { CategoriesPanel, CategoryPicker, usePromotionCategories } from './promotion-categories';
import { usePanelFocus } from '../lib/use-panel-focus';
import { SmallTable } from '../lib/small-table';
import { roleIn } from '../lib/roles';

/** Content and owner write; support and read-only see (the server checks it again). */
const writes = roleIn('owner', 'content');

/** §9 the phone the preview stands for. */
const PHONE = { width: 390, height: 844 };

const toLocalInput = (ms: number | null) =>
  ms === null
    ? ''
    : new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const fromLocalInput = (s: string) => (s ? new Date(s).getTime() : null);

type Draft = SavePromotionInput & { id?: number };

/** The rule's yes-or-no terms, each a checkbox with its label. */
const RULE_FLAGS = [
  ['review', 'console.promotions.review'],
  ['firstDepositOnly', 'console.promotions.first_deposit_only'],
  ['takesComment', 'console.promotions.takes_comment'],
] as const satisfies readonly (readonly [keyof Draft['rule'], string])[];

const emptyDraft = (): Draft => ({
  title: { th: '', en: '' },
  content: { th: '', en: '' },
  imageUrl: null,
  linkUrl: null,
  startAt: Date.now(),
  endAt: null,
  categoryIds: [],
  enabled: true,
  rule: infoPromotionRule(),
});

const draftOf = (p: OpsPromotion): Draft => ({
  id: p.id,
  title: p.title,
  content: p.content,
  imageUrl: p.imageUrl,
  linkUrl: p.linkUrl,
  startAt: p.startAt,
  endAt: p.endAt,
  categoryIds: p.categoryIds,
  enabled: p.enabled,
  rule: p.rule,
});

/** Promotions, their rules and schedule, a phone-size preview and the applications. */
export function PromotionsPage() {
  const { permissions } = usePermissions<OperatorRole>();
  const notify = useNotify();
  const translate = useTranslate();
  const at = useDateTime();
  const [locale] = useLocaleState();
  const [list, setList] = useState<OpsPromotion[] | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [entriesOf, setEntriesOf] = useState<OpsPromotion | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const categories = usePromotionCategories();
  const reload = useCallback(
    () =>
      void opsCall(opsPromotions).then(
        (v) => setList(v.list),
        (e: unknown) =>
          notify(e instanceof Error ? e.message : 'console.decide.failed', { type: 'error' }),
      ),
    [notify],
  );
  useEffect(reload, [reload]);

  return (
    <Box sx={{ p: 2 }}>
      <Title title="console.title.promotions" />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        {writes(permissions) && (
          <Button variant="contained" onClick={() => setDraft(emptyDraft())}>
            {translate('console.promotions.new')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => setCategoriesOpen((v) => !v)}>
          {translate('console.promotions.categories')}
        </Button>
      </Stack>
      {categoriesOpen && (
        <CategoriesPanel
          categories={categories.list}
          canWrite={writes(permissions)}
          onSaved={() => {
            categories.reload();
            reload();
          }}
          onClose={() => setCategoriesOpen(false)}
        />
      )}
      {draft && (
        <PromotionEditor
          categories={categories.list}
          draft={draft}
          onChange={setDraft}
          onClose={() => setDraft(null)}
          onSaved={() => {
            setDraft(null);
            reload();
          }}
        />
      )}
      {entriesOf && (
        <EntriesPanel
          promotion={entriesOf}
          canReview={writes(permissions)}
          onClose={() => {
            setEntriesOf(null);
            reload();
          }}
        />
      )}
      <Card>
        <SmallTable
          label={translate('console.title.promotions')}
          head={[
            translate('console.promotions.id'),
            translate('console.promotions.title'),
            translate('console.promotions.kind'),
            translate('console.promotions.from'),
            translate('console.promotions.to'),
            translate('console.promotions.entries'),
            translate('console.promotions.actions'),
          ]}
        >
          {(list ?? []).map((p) => (
            <TableRow key={p.id} data-testid={`promotion-row-${p.id}`}>
              <TableCell>{p.id}</TableCell>
              <TableCell>
                {(locale === 'th' && p.title.th) || p.title.en}
                {!p.enabled && ` (${translate('console.promotions.off')})`}
              </TableCell>
              <TableCell>
                {translate(`console.promotions.kind_${p.rule.kind}`)}
                {p.rule.review && `, ${translate('console.promotions.reviewed')}`}
                {p.rule.kind === 'referral' && p.rule.reward !== null
                  ? `, ${translate('console.promotions.per_friend', { reward: p.rule.reward })}`
                  : ''}
              </TableCell>
              <TableCell>{at(p.startAt)}</TableCell>
              <TableCell>
                {p.endAt === null ? translate('console.promotions.long_term') : at(p.endAt)}
              </TableCell>
              <TableCell>
                {Object.entries(p.counts)
                  .map(([s, n]) => `${s} ${n}`)
                  .join(', ') || '-'}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  {writes(permissions) && (
                    <Button size="small" onClick={() => setDraft(draftOf(p))}>
                      {translate('ra.action.edit')}
                    </Button>
                  )}
                  <Button size="small" onClick={() => setEntriesOf(p)}>
                    {translate('console.promotions.entries')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </SmallTable>
      </Card>
    </Box>
  );
}

interface EditorProps {
  categories: OpsPromotionCategory[];
  draft: Draft;
  onChange: (d: Draft) => void;
  onClose: () => void;
  onSaved: () => void;
}

function PromotionEditor({ categories, draft, onChange, onClose, onSaved }: EditorProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [previewLang, setPreviewLang] = useState<'th' | 'en'>('th');
  const heading = usePanelFocus<HTMLHeadingElement>();
  const intent = useWriteIntent();
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });
  const setRule = (patch: Partial<Draft['rule']>) => set({ rule: { ...draft.rule, ...patch } });
  const save = () =>
    void intent
      .submit((idempotencyKey) => opsCall(opsSavePromotion, { body: draft, idempotencyKey }))
      .then(
        () => {
          notify('console.promotions.saved', { type: 'success' });
          onSaved();
        },
        (e: unknown) => {
          const body = (e as { body?: { errors?: Record<string, string> } }).body;
          setErrors(body?.errors ?? {});
          notify(e instanceof Error ? e.message : 'console.decide.failed', { type: 'error' });
        },
      );
  const rule = draft.rule;
  /** The label, value and change of the title or the content in one language. */
  const inLanguage = (field: 'title' | 'content', lang: 'th' | 'en') => ({
    label: translate(`console.promotions.${field}_${lang}`),
    value: draft[field][lang],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [field]: { ...draft[field], [lang]: e.target.value } }),
  });
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom ref={heading} tabIndex={-1}>
          {draft.id === undefined
            ? translate('console.promotions.new')
            : translate('console.promotions.edit', { id: draft.id })}
        </Typography>
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={2}>
              <TextField
                {...inLanguage('title', 'th')}
                error={!!errors['title.th']}
                helperText={errors['title.th']}
                fullWidth
              />
              <TextField
                {...inLanguage('title', 'en')}
                error={!!errors['title.en']}
                helperText={errors['title.en']}
                fullWidth
              />
            </Stack>
            <TextField {...inLanguage('content', 'th')} multiline minRows={3} />
            <TextField {...inLanguage('content', 'en')} multiline minRows={3} />
            <Stack direction="row" spacing={2}>
              <TextField
                label={translate('console.promotions.image_url')}
                value={draft.imageUrl ?? ''}
                onChange={(e) => set({ imageUrl: e.target.value || null })}
                error={!!errors.imageUrl}
                helperText={errors.imageUrl}
                fullWidth
              />
              <TextField
                label={translate('console.promotions.link')}
                value={draft.linkUrl ?? ''}
                onChange={(e) => set({ linkUrl: e.target.value || null })}
                error={!!errors.linkUrl}
                helperText={errors.linkUrl ?? translate('console.promotions.link_help')}
                fullWidth
              />
            </Stack>
            <Stack direction="row" spacing={2}>
              <TextField
                label={translate('console.promotions.starts')}
                type="datetime-local"
                value={toLocalInput(draft.startAt)}
                onChange={(e) => set({ startAt: fromLocalInput(e.target.value) ?? draft.startAt })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label={translate('console.promotions.ends')}
                type="datetime-local"
                value={toLocalInput(draft.endAt)}
                onChange={(e) => set({ endAt: fromLocalInput(e.target.value) })}
                error={!!errors.endAt}
                helperText={errors.endAt}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={draft.enabled}
                    onChange={(e) => set({ enabled: e.target.checked })}
                  />
                }
                label={translate('console.promotions.shown')}
              />
            </Stack>
            <CategoryPicker
              categories={categories}
              value={draft.categoryIds ?? []}
              onChange={(categoryIds) => set({ categoryIds })}
              error={errors.categoryIds}
            />
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
              <TextField
                select
                label={translate('console.promotions.kind')}
                value={rule.kind}
                onChange={(e) => setRule({ kind: e.target.value as Draft['rule']['kind'] })}
                sx={{ minWidth: 160 }}
              >
                {promotionKinds.map((k) => (
                  <MenuItem key={k} value={k}>
                    {translate(`console.promotions.kind_${k}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={translate('console.promotions.rate')}
                type="number"
                value={rule.rateBp / 100}
                onChange={(e) => setRule({ rateBp: Math.round(Number(e.target.value) * 100) })}
                sx={{ width: 110 }}
              />
              <TextField
                label={translate('console.promotions.cap')}
                value={rule.cap ?? ''}
                onChange={(e) => setRule({ cap: e.target.value || null })}
                error={!!errors['rule.cap']}
                sx={{ width: 120 }}
              />
              <TextField
                label={translate(
                  rule.kind === 'referral'
                    ? 'console.promotions.reward_per_friend'
                    : 'console.promotions.reward',
                )}
                value={rule.reward ?? ''}
                onChange={(e) => setRule({ reward: e.target.value || null })}
                error={!!errors['rule.reward']}
                sx={{ width: 150 }}
              />
              {rule.kind === 'referral' ? (
                <TextField
                  label={translate('console.promotions.min_deposit')}
                  value={rule.minDeposit ?? ''}
                  onChange={(e) => setRule({ minDeposit: e.target.value || null })}
                  error={!!errors['rule.minDeposit']}
                  helperText={translate('console.promotions.min_deposit_help')}
                  sx={{ width: 170 }}
                />
              ) : null}
              <TextField
                label={translate('console.promotions.turnover')}
                type="number"
                value={rule.turnoverMultiple}
                onChange={(e) => setRule({ turnoverMultiple: Number(e.target.value) })}
                sx={{ width: 110 }}
              />
              <TextField
                select
                label={translate('console.promotions.rebate_on')}
                value={rule.rebateBasis ?? ''}
                onChange={(e) =>
                  setRule({ rebateBasis: (e.target.value || null) as Draft['rule']['rebateBasis'] })
                }
                sx={{ minWidth: 130 }}
              >
                <MenuItem value="">-</MenuItem>
                <MenuItem value={translate('console.promotions.losses')}>
                  {translate('console.promotions.losses')}
                </MenuItem>
                <MenuItem value={translate('console.promotions.turnover_basis')}>
                  {translate('console.promotions.turnover_basis')}
                </MenuItem>
              </TextField>
              <TextField
                label={translate('console.promotions.period')}
                type="number"
                value={rule.periodDays ?? ''}
                onChange={(e) =>
                  setRule({ periodDays: e.target.value ? Number(e.target.value) : null })
                }
                sx={{ width: 190 }}
              />
              <TextField
                label={translate('console.promotions.member_types')}
                value={rule.memberTypes.join(',')}
                onChange={(e) =>
                  setRule({
                    memberTypes: e.target.value
                      .split(',')
                      .map((s) => s.trim())
                      .filter((s) => /^\d+$/.test(s))
                      .map(Number),
                  })
                }
                sx={{ width: 140 }}
              />
              {RULE_FLAGS.map(([flag, label]) => (
                <FormControlLabel
                  key={flag}
                  control={
                    <Checkbox
                      checked={rule[flag]}
                      onChange={(e) => setRule({ [flag]: e.target.checked })}
                    />
                  }
                  label={translate(label)}
                />
              ))}
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={save} disabled={intent.pending}>
                {translate('ra.action.save')}
              </Button>
              <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            </Stack>
          </Stack>
          <Box>
            <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
              <Typography component="h3" variant="subtitle2">
                {translate('console.content.phone_preview')}
              </Typography>
              <Button
                size="small"
                onClick={() => setPreviewLang(previewLang === 'th' ? 'en' : 'th')}
              >
                {translate(
                  previewLang === 'th' ? 'console.promotions.thai' : 'console.promotions.english',
                )}
              </Button>
            </Stack>
            {/* No script runs in the preview: a sandbox without allow-scripts. */}
            <Box
              component="iframe"
              title={translate('console.content.phone_preview')}
              sandbox=""
              srcDoc={previewDocument(draft, previewLang)}
              sx={{
                width: PHONE.width,
                height: PHONE.height / 1.5,
                border: '8px solid #222',
                borderRadius: 4,
                bgcolor: '#0b1530',
              }}
            />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The promotion as the activity center shows it opened, in the app's dark theme. */
const previewDocument = (d: Draft, lang: 'th' | 'en') => `<!doctype html><html lang="${lang}">
<head><meta charset="utf-8"><style>
body{margin:0;padding:12px;background:#0b1530;color:#f4f6fb;font:15px/1.6 system-ui,sans-serif}
.card{background:#16234a;border-radius:12px;overflow:hidden}
img.hero{display:block;width:100%;aspect-ratio:5/2;object-fit:cover;background:#243260}
.body{padding:10px 14px;color:#a3afcc} h1{font-size:16px;margin:0;color:#f4f6fb}
.body img{max-width:100%}
</style></head><body><div class="card">
${d.imageUrl ? `<img class="hero" alt="" src="${escapeHtml(d.imageUrl)}">` : ''}
<div class="body"><h1>${escapeHtml(d.title[lang])}</h1>${d.content[lang]}</div></div></body></html>`;

interface EntriesProps {
  promotion: OpsPromotion;
  canReview: boolean;
  onClose: () => void;
}

function EntriesPanel({ promotion, canReview, onClose }: EntriesProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [entries, setEntries] = useState<PromotionEntry[] | null>(null);
  const heading = usePanelFocus<HTMLHeadingElement>();
  const load = useCallback(
    () =>
      void opsCall(opsPromotionEntries, { query: { announcementId: promotion.id } }).then((v) =>
        setEntries(v.list),
      ),
    [promotion.id],
  );
  useEffect(load, [load]);
  const review = (entryId: number, approve: boolean) =>
    void opsCall(opsReviewPromotionEntry, { body: { entryId, approve } }).then(
      ({ status }) => {
        notify(`console.promotions.application_${status}`, { type: 'success' });
        load();
      },
      (e: unknown) =>
        notify(e instanceof Error ? e.message : 'console.decide.failed', { type: 'error' }),
    );
  const time = (ms: number | null) => (ms === null ? '-' : new Date(ms).toLocaleString());
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2" ref={heading} tabIndex={-1}>
            {translate('console.promotions.entries_of', { title: promotion.title.en })}
          </Typography>
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        </Stack>
        {entries?.length === 0 && (
          <Typography>{translate('console.promotions.no_entries')}</Typography>
        )}
        {entries && entries.length > 0 && (
          <SmallTable
            label={translate('console.promotions.entries')}
            head={[
              translate('console.promotions.member'),
              translate('console.promotions.status'),
              translate('console.promotions.applied'),
              translate('console.promotions.comment'),
              translate('console.promotions.joined'),
              translate('console.promotions.reviewed_at'),
              translate('console.promotions.claimed'),
              translate('console.promotions.bonus_turnover'),
              translate('console.promotions.note'),
              translate('console.promotions.review_col'),
            ]}
          >
            {entries.map((e) => (
              <TableRow key={e.id} data-testid={`entry-${e.username}`}>
                <TableCell>{e.username}</TableCell>
                <TableCell>{translate(`console.promotions.status_${e.status}`)}</TableCell>
                <TableCell>{time(e.appliedAt)}</TableCell>
                <TableCell sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>
                  {e.comment ?? '-'}
                </TableCell>
                <TableCell>{time(e.joinedAt)}</TableCell>
                <TableCell>
                  {time(e.reviewedAt)}
                  {e.reviewedBy && ` ${translate('console.promotions.by', { name: e.reviewedBy })}`}
                </TableCell>
                <TableCell>{time(e.claimedAt)}</TableCell>
                <TableCell>
                  {e.bonus === null ? '-' : `${e.bonus} / ${e.turnover ?? '0'}`}
                </TableCell>
                <TableCell sx={{ maxWidth: 220 }}>
                  {e.creditNote ?? e.rejectReason ?? '-'}
                </TableCell>
                <TableCell>
                  {canReview && e.status === 'applying' && (
                    <Stack direction="row" spacing={1}>
                      <Button size="small" variant="contained" onClick={() => review(e.id, true)}>
                        {translate('console.finance.approve')}
                      </Button>
                      <Button size="small" color="error" onClick={() => review(e.id, false)}>
                        {translate('console.finance.reject')}
                      </Button>
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </SmallTable>
        )}
      </CardContent>
    </Card>
  );
}
