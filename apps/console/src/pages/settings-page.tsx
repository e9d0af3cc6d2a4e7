import { useCallback, useEffect, useState } from 'react';
import { HttpError, Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import {
  opsMerchantSettings,
  opsMerchantVersions,
  opsSetMaintenance,
  opsUpdateMerchantSettings,
  type OperationValue,
  type OperatorRole,
} from '@lotto/contract';
import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { opsCall } from '../lib/ops-client';
import { ConfigForm } from './config-form';
import { useSettingLabels } from './setting-labels';
import { SmallTable } from '../lib/small-table';

type Settings = OperationValue<typeof opsMerchantSettings>;
type Versions = OperationValue<typeof opsMerchantVersions>['list'];

/** The server's field messages, one line each named by `named`, or its message. */
const problemsOf = (err: unknown, named = (field: string) => field): string[] => {
  if (err instanceof HttpError) {
    const fields = (err.body as { errors?: Record<string, string> } | undefined)?.errors;
    if (fields)
      return Object.entries(fields).map(([field, message]) => {
        const setting = /^config\./.test(field) ? named(field.replace(/^config\./, '')) : field;
        return `${setting}: ${message}`;
      });
  }
  return [err instanceof Error ? err.message : 'console.settings.save_failed'];
};

/** The server's messages by field, the configuration's prefix taken off its dotted paths. */
const fieldErrorsOf = (err: unknown): Record<string, string> => {
  if (!(err instanceof HttpError)) return {};
  const fields = (err.body as { errors?: Record<string, string> } | undefined)?.errors ?? {};
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field.replace(/^config\./, ''), message]),
  );
};

/**
 * The merchant's configuration: maintenance (owner, content), every field of the configuration as a
 * form generated from and checked by by the same schema as the file (owner), and its versions.
 */
export function SettingsPage() {
  const { permissions } = usePermissions<OperatorRole>();
  const notify = useNotify();
  const translate = useTranslate();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [versions, setVersions] = useState<Versions>([]);
  const [maintenance, setMaintenance] = useState(false);
  const [info, setInfo] = useState('');
  const [config, setConfig] = useState<unknown>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const { named } = useSettingLabels();

  const load = useCallback(async () => {
    const current = await opsCall(opsMerchantSettings);
    setSettings(current);
    setMaintenance(current.config.status.maintenance);
    setInfo(current.config.status.info);
    setConfig(current.config);
    setFieldErrors({});
    setProblems([]);
    if (permissions !== 'support' && permissions !== 'finance')
      setVersions((await opsCall(opsMerchantVersions)).list);
  }, [permissions]);

  useEffect(() => {
    load().catch((err: unknown) => setProblems(problemsOf(err)));
  }, [load]);

  async function save(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      notify(done, { type: 'success' });
      await load();
    } catch (err) {
      setProblems(problemsOf(err, named));
      setFieldErrors(fieldErrorsOf(err));
    }
  }

  const canMaintain = permissions === 'owner' || permissions === 'content';
  const canEdit = permissions === 'owner';
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="console.title.merchant_settings" />
      {problems.length > 0 && (
        <Alert severity="error">
          {problems.map((p) => (
            <div key={p}>{translate(p, { _: p })}</div>
          ))}
        </Alert>
      )}
      {settings && (
        <Card>
          <CardContent>
            <Typography component="h2" variant="h6" gutterBottom>
              {translate('console.settings.maintenance')}
            </Typography>
            <Stack spacing={2} sx={{ maxWidth: 640 }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={maintenance}
                    onChange={(e) => setMaintenance(e.target.checked)}
                    disabled={!canMaintain}
                  />
                }
                label={translate('console.settings.maintenance_on')}
              />
              <TextField
                label={translate('console.settings.maintenance_text')}
                value={info}
                onChange={(e) => setInfo(e.target.value)}
                multiline
                disabled={!canMaintain}
              />
              {canMaintain && (
                <Button
                  variant="contained"
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() =>
                    void save(
                      () =>
                        opsCall(opsSetMaintenance, {
                          body: { version: settings.version, maintenance, info },
                        }),
                      maintenance
                        ? 'console.settings.maintenance_is_on'
                        : 'console.settings.maintenance_is_off',
                    )
                  }
                >
                  {translate('console.settings.save_maintenance')}
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
      {settings && (
        <Card>
          <CardContent>
            <Typography component="h2" variant="h6" gutterBottom>
              {translate('console.settings.configuration', { version: settings.version })}
            </Typography>
            <Typography variant="body2" gutterBottom>
              {translate('console.settings.configuration_text')}
            </Typography>
            <ConfigForm
              value={config}
              onChange={setConfig}
              errors={fieldErrors}
              disabled={!canEdit}
            />
            {canEdit && (
              <Button
                variant="contained"
                sx={{ mt: 2 }}
                onClick={() =>
                  void save(
                    () =>
                      opsCall(opsUpdateMerchantSettings, {
                        body: { version: settings.version, config },
                      }),
                    'console.settings.saved',
                  )
                }
              >
                {translate('console.settings.save_configuration')}
              </Button>
            )}
          </CardContent>
        </Card>
      )}
      {versions.length > 0 && (
        <Card>
          <CardContent>
            <Typography component="h2" variant="h6" gutterBottom>
              {translate('console.settings.versions')}
            </Typography>
            <SmallTable
              label={translate('console.settings.versions_table')}
              head={[
                translate('console.settings.version'),
                translate('console.settings.when'),
                translate('console.settings.from'),
                translate('console.settings.changed'),
              ]}
            >
              {versions.map((v) => (
                <TableRow key={v.version}>
                  <TableCell>{v.version}</TableCell>
                  <TableCell>{new Date(v.at).toLocaleString()}</TableCell>
                  <TableCell>{v.by ?? translate('console.settings.configuration_file')}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {v.changes.map((c) => named(c.path)).join(', ') || '-'}
                  </TableCell>
                </TableRow>
              ))}
            </SmallTable>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
