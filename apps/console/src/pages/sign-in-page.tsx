import { useState, type FormEvent } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { CenteredCard } from './centered-card';

type Step = 'password' | 'code' | 'recovery';

/** Password first, then the authenticator's code (or a recovery code); one call signs in. */
export function SignInPage() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [step, setStep] = useState<Step>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (step === 'password') {
      setStep('code');
      return;
    }
    setBusy(true);
    try {
      await login({
        username,
        password,
        ...(step === 'code' ? { code } : { recoveryCode: code }),
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : translate('console.sign_in.failed');
      setError(message);
      notify(message, { type: 'error' });
      setStep('password');
      setPassword('');
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <CenteredCard title={translate('console.sign_in.title')}>
      <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          {step === 'password' ? (
            <>
              <TextField
                label={translate('ra.auth.username')}
                name="username"
                autoComplete="username"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                required
                autoFocus
              />
              <TextField
                label={translate('ra.auth.password')}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
            </>
          ) : (
            <TextField
              key={step}
              label={translate(
                step === 'code' ? 'console.sign_in.code' : 'console.sign_in.recovery_code',
              )}
              name={step === 'code' ? 'code' : 'recoveryCode'}
              autoComplete="one-time-code"
              inputMode={step === 'code' ? 'numeric' : 'text'}
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
              required
              autoFocus
            />
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={busy || !username || !password || (step !== 'password' && !code)}
          >
            {translate(step === 'password' ? 'console.sign_in.continue' : 'ra.auth.sign_in')}
          </Button>
          {step !== 'password' && (
            <Link
              component="button"
              type="button"
              onClick={() => {
                setCode('');
                setStep(step === 'code' ? 'recovery' : 'code');
              }}
            >
              {translate(
                step === 'code' ? 'console.sign_in.use_recovery' : 'console.sign_in.use_code',
              )}
            </Link>
          )}
        </Stack>
      </Box>
    </CenteredCard>
  );
}
