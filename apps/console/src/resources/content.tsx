import { useState, type ChangeEvent, type ReactNode } from 'react';
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateField,
  DateTimeInput,
  Edit,
  FormDataConsumer,
  FunctionField,
  List,
  NumberInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Box, Button, Stack, Typography } from '@mui/material';
import DOMPurify from 'dompurify';
import {
  BANNER_UPLOAD_MAX_BYTES,
  BANNER_UPLOAD_TYPES,
  OPS_CONTENT_GROUPS,
  type ContentItem,
  type HotMatchItem,
} from '@lotto/contract';
import { uploadBanner } from '../lib/content-data';
import { PHONE_WIDTH, phoneFrame } from '../lib/phone-preview';
import { useCreateMeta } from '../lib/write-intent';
import { choicesOf } from '../lib/choices';

const typeChoices = [
  { id: 'B', name: 'console.content.type_banner' },
  { id: 'PL', name: 'console.content.type_ticker' },
  { id: 'PU', name: 'console.content.type_popup' },
];
const groupChoices = choicesOf(OPS_CONTENT_GROUPS);

const contentFilters = [<SelectInput key="type" source="type" choices={typeChoices} alwaysOn />];

export const ContentList = () => (
  <List filters={contentFilters} exporter={false} pagination={false}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="id" sortable={false} />
      <SelectField source="type" choices={typeChoices} sortable={false} />
      <TextField source="groupName" sortable={false} />
      <TextField source="titleEn" sortable={false} />
      <TextField source="titleTh" sortable={false} />
      <DateField source="startAt" showTime sortable={false} />
      <DateField source="endAt" showTime emptyText="console.content.never" sortable={false} />
      <TextField source="sortOrder" sortable={false} />
      <BooleanField source="enabled" sortable={false} />
    </Datagrid>
  </List>
);

/**
 * What the app will show, at phone width, cleaned in the browser as the app cleans it (the
 * server cleaned it when it was saved too). A rendered box rather than a frame: the console's
 * CSP (nonce styles) would strip a frame's inline styles.
 */
function PhonePreview({ data }: { data: Partial<ContentItem> }) {
  const translate = useTranslate();
  const [language, setLanguage] = useState<'th' | 'en'>('th');
  const title = (language === 'th' ? data.titleTh : data.titleEn) ?? '';
  const html = DOMPurify.sanitize((language === 'th' ? data.contentTh : data.contentEn) ?? '');
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="subtitle2">
          {translate('console.content.preview_at', { width: PHONE_WIDTH })}
        </Typography>
        {(['th', 'en'] as const).map((l) => (
          <Button
            key={l}
            size="small"
            variant={language === l ? 'contained' : 'outlined'}
            onClick={() => setLanguage(l)}
          >
            {l === 'th' ? 'ไทย' : 'English'}
          </Button>
        ))}
      </Stack>
      <Box
        role="region"
        aria-label={translate('console.content.phone_preview')}
        lang={language}
        data-testid="phone-preview"
        sx={{ ...phoneFrame, overflow: 'hidden' }}
      >
        {data.type === 'B' && data.imageUrl ? (
          <Box
            component="img"
            src={data.imageUrl}
            alt=""
            sx={{ width: '100%', aspectRatio: '5 / 2', objectFit: 'cover', borderRadius: 2 }}
          />
        ) : null}
        {data.type === 'PL' ? (
          <Box
            sx={{
              bgcolor: '#fff4d6',
              borderRadius: 1,
              px: 1.25,
              py: 0.75,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            📢 {title}
          </Box>
        ) : null}
        <Typography component="h2" sx={{ fontSize: 17, fontWeight: 700, my: 1.5 }}>
          {title}
        </Typography>
        <Box data-testid="preview-html" dangerouslySetInnerHTML={{ __html: html }} />
      </Box>
    </Box>
  );
}

/** Picks a file, uploads it, and puts its address in the form's imageUrl. */
function BannerUpload() {
  const { field } = useInput({ source: 'imageUrl' });
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!(BANNER_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      notify('console.content.image_type', { type: 'error' });
      return;
    }
    if (file.size > BANNER_UPLOAD_MAX_BYTES) {
      notify('console.content.image_size', { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      field.onChange(await uploadBanner(file));
      notify('console.content.image_uploaded', { type: 'success' });
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button component="label" variant="outlined" disabled={busy} sx={{ mb: 2 }}>
      {translate(busy ? 'console.content.uploading' : 'console.content.upload_banner')}
      <input
        hidden
        type="file"
        accept={BANNER_UPLOAD_TYPES.join(',')}
        onChange={(e) => void onChange(e)}
        data-testid="banner-file"
      />
    </Button>
  );
}

function ContentForm() {
  return (
    <SimpleForm>
      <Stack direction="row" spacing={4} sx={{ width: '100%', alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={2}>
            <SelectInput source="type" choices={typeChoices} validate={required()} />
            <SelectInput
              source="groupName"

              choices={groupChoices}
              validate={required()}
            />
          </Stack>
          <TextInput source="titleTh" validate={required()} fullWidth />
          <TextInput source="titleEn" validate={required()} fullWidth />
          <TextInput source="contentTh" multiline minRows={3} fullWidth />
          <TextInput source="contentEn" multiline minRows={3} fullWidth />
          <FormDataConsumer>
            {({ formData }) =>
              formData.type === 'B' ? (
                <>
                  <TextInput source="imageUrl" fullWidth />
                  <BannerUpload />
                </>
              ) : null
            }
          </FormDataConsumer>
          <TextInput source="linkUrl" fullWidth />
          <Stack direction="row" spacing={2}>
            <DateTimeInput source="startAt" validate={required()} />
            <DateTimeInput source="endAt" label="resources.content.fields.endAt_ends_empty_never" />
          </Stack>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <NumberInput source="sortOrder" min={0} />
            <BooleanInput source="enabled" label="resources.content.fields.enabled_published" />
          </Stack>
        </Box>
        <FormDataConsumer>{({ formData }) => <PhonePreview data={formData} />}</FormDataConsumer>
      </Stack>
    </SimpleForm>
  );
}

/**
 * A resource's edit and create pages around its `Form`; a new record starts as `start()` and is
 * created once however often it is sent.
 */
function formPages(
  Form: () => ReactNode,
  titles: { edit: string; create: string },
  start: () => Record<string, unknown>,
) {
  const EditPage = () => (
    <Edit mutationMode="pessimistic" title={titles.edit}>
      <Form />
    </Edit>
  );
  const CreatePage = () => (
    <Create
      title={titles.create}
      redirect="list"
      mutationOptions={{ meta: useCreateMeta() }}
      record={start()}
    >
      <Form />
    </Create>
  );
  return { EditPage, CreatePage };
}

export const { EditPage: ContentEdit, CreatePage: ContentCreate } = formPages(
  ContentForm,
  { edit: 'console.content.edit', create: 'console.content.new' },
  () => ({ type: 'B', groupName: 'm_home', sortOrder: 0, enabled: true, startAt: Date.now() }),
);

export const HotMatchList = () => (
  <List exporter={false} pagination={false}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="id" sortable={false} />
      <DateField source="matchTime" showTime sortable={false} />
      <FunctionField
        label="resources.hot-matches.fields.match"
        sortable={false}
        render={(m: HotMatchItem) => `${m.homeTeam} – ${m.awayTeam}`}
      />
      <TextField source="league" sortable={false} />
      <TextField source="vendorCode" sortable={false} />
      <TextField source="nodeId" sortable={false} />
      <BooleanField source="enabled" sortable={false} />
    </Datagrid>
  </List>
);

function HotMatchForm() {
  return (
    <SimpleForm>
      <Stack direction="row" spacing={2}>
        <SelectInput
          source="vendorCode"

          choices={choicesOf(['SBO', 'SABA'])}
          validate={required()}
        />
        <NumberInput source="nodeId" validate={required()} min={1} />
      </Stack>
      <DateTimeInput source="matchTime" validate={required()} />
      <TextInput source="homeTeam" validate={required()} />
      <TextInput source="awayTeam" validate={required()} />
      <TextInput source="league" validate={required()} />
      <BooleanInput source="enabled" label="resources.hot-matches.fields.enabled_shown" />
    </SimpleForm>
  );
}

export const { EditPage: HotMatchEdit, CreatePage: HotMatchCreate } = formPages(
  HotMatchForm,
  { edit: 'console.content.edit_match', create: 'console.content.new_match' },
  () => ({ enabled: true, vendorCode: 'SBO' }),
);
