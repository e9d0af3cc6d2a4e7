import { useEffect, useState, type FormEvent } from 'react';
import { useParams, useNavigate } from 'react-router';
import { opsEnrolmentComplete, opsEnrolmentStart, type OperationValue } from '@lotto/contract';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { opsCall } from '../lib/ops-client';
import { CenteredCard } from './centered-card';

type Enrolment = OperationValue<typeof opsEnrolmentStart>;

/** The server's own message, or the key of react-admin's generic one. */
const messageOf = (err: unknown) => (err instanceof Error ? err.message : 'ra.page.error');

/**
 * The one-time link's page: scan the QR code, choose a password, confirm with a first code;
 * the recovery codes are shown once, here.
 */
export function EnrolPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const translate = useTranslate();
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
      <CenteredCard title={translate('console.enrol.codes_title')}>
        <Typography gutterBottom>{translate('console.enrol.codes_help')}</Typography>
        <Box
          component="ul"
          aria-label={translate('console.enrol.codes_title')}
          sx={{ fontFamily: 'monospace', fontSize: 18, columns: 2, pl: 3 }}
        >
          {recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={() => void navigate('/login')}>
          {translate('console.enrol.saved_sign_in')}
        </Button>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard title={translate('console.enrol.title')}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(error, { _: error })}
        </Alert>
      )}
      {enrolment && (
        <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
          <Stack spacing={2}>
            <Typography>
              {translate('console.enrol.scan', {
                username: enrolment.username,
                role: translate(`console.values.operator_role.${enrolment.role}`),
              })}
            </Typography>
            <Box
              component="img"
              src={enrolment.qrCode}
              alt={translate('console.enrol.qr_alt')}
              sx={{ width: 200, height: 200, alignSelf: 'center' }}
            />
            <Typography
              component="code"
              aria-label={translate('console.enrol.key')}
              data-testid="totp-secret"
              sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}
            >
              {enrolment.secret}
            </Typography>
            <TextField
              label={translate('console.enrol.new_password')}
              name="password"
              type="password"
              autoComplete="new-password"
              helperText={translate('console.enrol.password_help')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
            <TextField
              label={translate('console.sign_in.code')}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
              required
            />
            <Button type="submit" variant="contained" disabled={!password || !code}>
              {translate('ra.action.confirm')}
            </Button>
          </Stack>
        </Box>
      )}
    </CenteredCard>
  );
}
