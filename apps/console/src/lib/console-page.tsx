import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';

/**
 * A console page drawn by its own code (not a react-admin List): its title in the app bar, the
 * refusal of its last read, the line that says what it is for (`text`, a key), then `children`.
 */
export function ConsolePage({
  testId,
  title,
  error,
  text,
  children,
}: {
  testId: string;
  title: string;
  error?: string | null;
  text?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }} data-testid={testId}>
      <Title title={title} />
      {error ? <Alert severity="error">{error}</Alert> : null}
      {text ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(text)}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

/**
 * A console page drawn as one card: its title (a key) in the app bar, the line that says what it
 * is for (`text`, a key), the refusal of its last call or what it just did (`done`), a loading
 * line while its first read is `loading`, then `children`.
 */
export function ConsoleCardPage({
  title,
  text,
  error,
  done,
  loading,
  children,
}: {
  title: string;
  text: string;
  error: string | null;
  done?: string | null;
  loading: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(title)} />
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {translate(text)}
          </Typography>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {done ? <Alert severity="success">{done}</Alert> : null}
          {loading && !error ? <Typography>{translate('ra.page.loading')}</Typography> : null}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
