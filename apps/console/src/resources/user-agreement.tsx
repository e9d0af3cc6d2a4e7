import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import DOMPurify from 'dompurify';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import {
  languageNameOf,
  languages,
  opsSaveUserAgreement,
  opsUserAgreement,
  type Language,
  type OperatorRole,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { PHONE_WIDTH, phoneFrame } from '../lib/phone-preview';
import { roleIn } from '../lib/roles';

/** Owners and content operators write; read-only looks (the server checks it again). */
export const readsAgreement = roleIn('owner', 'content', 'read_only');
const writes = roleIn('owner', 'content');

type Texts = Partial<Record<Language, string>>;

/** §2.1 the user agreement (/m/useragreement): HTML per language, previewed at phone width. */
export function UserAgreementPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<OperatorRole>();
  const notify = useNotify();
  const [language, setLanguage] = useState<Language>('th');
  const [texts, setTexts] = useState<Texts>({});
  const [saved, setSaved] = useState<{ at: number | null; by: string | null }>({
    at: null,
    by: null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const load = useCallback(
    () =>
      void opsCall(opsUserAgreement).then((v) => {
        setTexts(v.content);
        setSaved({ at: v.updatedAt, by: v.updatedBy });
      }),
    [],
  );
  useEffect(load, [load]);

  const save = () => {
    const content = Object.fromEntries(languages.map((l) => [l, texts[l] ?? '']));
    void opsCall(opsSaveUserAgreement, { body: { content } }).then(
      (v) => {
        setTexts(v.content);
        setSaved({ at: v.updatedAt, by: v.updatedBy });
        setErrors({});
        notify('console.agreement.saved', {
          type: 'success',
        });
      },
      (e: unknown) => {
        setErrors((e as { body?: { errors?: Record<string, string> } }).body?.errors ?? {});
        notify(e instanceof Error ? e.message : 'console.decide.failed', { type: 'error' });
      },
    );
  };

  const field = `content.${language}`;
  return (
    <Box sx={{ p: 2 }}>
      <Title title="console.title.user_agreement" />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('console.title.user_agreement')}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('console.agreement.explain')}{' '}
            {saved.at === null
              ? translate('console.agreement.not_written')
              : saved.by
                ? translate('console.agreement.last_saved_by', {
                    when: new Date(saved.at).toLocaleString(),
                    by: saved.by,
                  })
                : translate('console.agreement.last_saved', {
                    when: new Date(saved.at).toLocaleString(),
                  })}
          </Typography>
          <Tabs
            value={language}
            onChange={(_e, l: Language) => setLanguage(l)}
            aria-label={translate('console.agreement.language')}
            sx={{ mb: 2 }}
          >
            {languages.map((l) => (
              <Tab
                key={l}
                value={l}
                label={
                  texts[l]
                    ? languageNameOf(l)
                    : translate('console.agreement.empty_tab', { language: languageNameOf(l) })
                }
              />
            ))}
          </Tabs>
          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
            <Box sx={{ flex: 1 }}>
              <TextField
                label={translate('console.agreement.html', { language: languageNameOf(language) })}
                value={texts[language] ?? ''}
                onChange={(e) => setTexts({ ...texts, [language]: e.target.value })}
                error={!!errors[field]}
                helperText={errors[field] ?? translate('console.agreement.html_help')}
                multiline
                minRows={16}
                fullWidth
                slotProps={{ input: { readOnly: !writes(permissions) } }}
              />
              {writes(permissions) ? (
                <Button variant="contained" onClick={save} sx={{ mt: 2 }}>
                  {translate('console.agreement.save')}
                </Button>
              ) : null}
            </Box>
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {translate('console.content.preview_at', { width: PHONE_WIDTH })}
              </Typography>
              <Box
                role="region"
                aria-label={translate('console.content.phone_preview')}
                // It scrolls: a keyboard user must be able to reach it to scroll it (WCAG 2.1.1).
                tabIndex={0}
                lang={language}
                data-testid="agreement-preview"
                sx={{ ...phoneFrame, maxHeight: 640, overflowY: 'auto' }}
                dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(texts[language] ?? '') }}
              />
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
