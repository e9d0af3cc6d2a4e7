import { useEffect, useState, type FormEvent } from 'react';
import { useParams, useNavigate } from 'react-router';
import { opsEnrolmentComplete, opsEnrolmentStart, type OperationValue } from '@lotto/contract';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { opsCall } from '../lib/ops-client';
import { CenteredCard } from './centered-card';

type Enrolment = OperationValue<typeof opsEnrolmentStart>;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : 'Something went wrong');

/**
 * The one-time link's page: scan the QR code, choose a password, confirm with a first code;
 * the recovery codes are shown once, here.
 */
export function EnrolPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    opsCall(opsEnrolmentStart, { body: { token } }).then(setEnrolment, (err: unknown) =>
      setError(messageOf(err)),
    );
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const done = await opsCall(opsEnrolmentComplete, { body: { token, password, code } });
      setRecoveryCodes(done.recoveryCodes);
    } catch (err) {
      setError(messageOf(err));
    }
  }

  if (recoveryCodes) {
    return (
      <CenteredCard title="Your recovery codes">
        <Typography gutterBottom>
          Each code signs you in once if you lose your authenticator. Keep them somewhere safe: they
          are shown only now.
        </Typography>
        <Box
          component="ul"
          aria-label="Recovery codes"
          sx={{ fontFamily: 'monospace', fontSize: 18, columns: 2, pl: 3 }}
        >
          {recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={() => void navigate('/login')}>
          I have saved them: sign in
        </Button>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard title="Set up your console account">
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {enrolment && (
        <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
          <Stack spacing={2}>
            <Typography>
              {enrolment.username} ({enrolment.role}): scan this code with an authenticator app, or
              type the key by hand.
            </Typography>
            <Box
              component="img"
              src={enrolment.qrCode}
              alt="QR code of your authenticator key"
              sx={{ width: 200, height: 200, alignSelf: 'center' }}
            />
            <Typography
              component="code"
              aria-label="Authenticator key"
              data-testid="totp-secret"
              sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}
            >
              {enrolment.secret}
            </Typography>
            <TextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              helperText="8 to 64 characters, not a common password and not your username"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
            <TextField
              label="Code from your authenticator"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
              required
            />
            <Button type="submit" variant="contained" disabled={!password || !code}>
              Confirm
            </Button>
          </Stack>
        </Box>
      )}
    </CenteredCard>
  );
}
