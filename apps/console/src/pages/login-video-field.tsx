import { useTranslate } from 'react-admin';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { loginVideoSettings, type LoginVideoSettings } from '@lotto/contract';

const urlRule = loginVideoSettings.shape.url;

/** The video's two addresses, each with its label. */
const URL_FIELDS = [
  ['url', 'console.settings.login_video.url'],
  ['posterUrl', 'console.settings.login_video.poster'],
] as const satisfies readonly (readonly [keyof LoginVideoSettings, string])[];

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
  const playable = video.url && !problem('url');
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
        {URL_FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            label={translate(label)}
            value={video[key] ?? ''}
            onChange={(e) => set(key, e.target.value)}
            error={Boolean(problem(key))}
            helperText={problem(key)}
            disabled={disabled}
            size="small"
            fullWidth
          />
        ))}
        {playable ? (
          <Box
            component="video"
            src={video.url}
            poster={problem('posterUrl') ? undefined : video.posterUrl}
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
