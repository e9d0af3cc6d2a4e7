import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Alert, Box, Typography } from '@mui/material';

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
