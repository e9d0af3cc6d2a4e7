import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { LocalesMenuButton } from 'react-admin';
import { useBranding } from '../lib/merchant';
import { useDocumentLanguage } from '../lib/document-language';

/** The frame of the pages before sign-in: the merchant's logo and one card. */
export function CenteredCard({ title, children }: { title: string; children: ReactNode }) {
  const branding = useBranding();
  useDocumentLanguage();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#f5f6f8' }}
    >
      <Card sx={{ width: 420, maxWidth: '94vw' }}>
        <CardContent>
          <Box sx={{ float: 'right' }}>
            <LocalesMenuButton />
          </Box>
          {branding && (
            <Box
              component="img"
              src={branding.logoUrl}
              alt={branding.name}
              sx={{ height: 40, display: 'block', mb: 2 }}
            />
          )}
          <Typography component="h1" variant="h5" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
