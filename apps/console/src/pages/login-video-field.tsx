import { useTranslate } from 'react-admin';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { loginVideoSettings, type LoginVideoSettings } from '@lotto/contract';

const urlRule = loginVideoSettings.shape.url;

interface LoginVideoFieldProps {
  value: unknown;
  onChange: (next: LoginVideoSettings | undefined) => void;
  /** The server's messages by dotted path (loginVideo.url …). */
  errors: Record<string, string>;
  disabled: boolean;
}

/**
 * §2.4 the login page's video: its address and poster, checked as the server checks them
 * (https or a path of this site), with a preview. Both emptied removes the video, rather than
 * leaving an address-less entry the server would refuse.
 */
export function LoginVideoField({ value, onChange, errors, disabled }: LoginVideoFieldProps) {
  const translate = useTranslate();
  const video = (value ?? {}) as Partial<LoginVideoSettings>;
  const set = (key: keyof LoginVideoSettings, text: string) => {
    const next: Partial<LoginVideoSettings> = { ...video, [key]: text.trim() || undefined };
    if (next[key] === undefined) delete next[key];
    onChange(next.url || next.posterUrl ? (next as LoginVideoSettings) : undefined);
  };
  const problem = (key: keyof LoginVideoSettings) => {
    const server = errors[`loginVideo.${key}`];
    if (server) return server;
    const current = video[key];
    return current && !urlRule.safeParse(current).success
      ? translate('console.settings.login_video.invalid')
      : undefined;
  };
  const urlProblem = problem('url');
  const posterProblem = problem('posterUrl');
  const playable = video.url && !urlProblem;
  return (
    <Box
      component="fieldset"
      sx={{ border: '1px solid #d0d4dc', borderRadius: 1, p: 1.5 }}
      data-testid="login-video-settings"
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {translate('console.settings.login_video.title')}
      </Typography>
      <Stack spacing={1.5}>
        <Typography variant="body2">{translate('console.settings.login_video.hint')}</Typography>
        <TextField
          label={translate('console.settings.login_video.url')}
          value={video.url ?? ''}
          onChange={(e) => set('url', e.target.value)}
          error={Boolean(urlProblem)}
          helperText={urlProblem}
          disabled={disabled}
          size="small"
          fullWidth
        />
        <TextField
          label={translate('console.settings.login_video.poster')}
          value={video.posterUrl ?? ''}
          onChange={(e) => set('posterUrl', e.target.value)}
          error={Boolean(posterProblem)}
          helperText={posterProblem}
          disabled={disabled}
          size="small"
          fullWidth
        />
        {playable ? (
          <Box
            component="video"
            src={video.url}
            poster={posterProblem ? undefined : video.posterUrl}
            controls
            muted
            playsInline
            preload="metadata"
            aria-label={translate('console.settings.login_video.preview')}
            sx={{ maxWidth: 320, borderRadius: 1, background: '#000' }}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
