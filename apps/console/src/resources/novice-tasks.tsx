import { useState, type FormEvent } from 'react';
import { Title, useNotify, usePermissions } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  opsNoviceTasks,
  opsSaveNoviceTask,
  type NoviceTaskCode,
  type OperatorRole,
  type OpsNoviceTaskValue,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { messageOf, useOpsList } from '../lib/ops-list';
import { ActionsHeader } from '../lib/actions-header';

/** The same roles as levels and the mall; the server enforces them (ops-novice-tasks.ts). */
export const seesNoviceTasks = (role: OperatorRole) => role !== 'finance';
const editsNoviceTasks = (role: OperatorRole | undefined) => role === 'owner' || role === 'content';

const TASK_NAMES: Record<NoviceTaskCode, string> = {
  prove_mobile: 'Prove the mobile number',
  payment_password: 'Set the payment password',
  first_deposit: 'First deposit',
  first_bet: 'First bet',
  add_favourite: 'Add a favourite game',
};

function TaskRow({
  task,
  editable,
  onSaved,
}: {
  task: OpsNoviceTaskValue;
  editable: boolean;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const [enabled, setEnabled] = useState(task.enabled);
  const [points, setPoints] = useState(String(task.points));
  const [error, setError] = useState<string | null>(null);
  const name = TASK_NAMES[task.code];
  const changed = enabled !== task.enabled || points !== String(task.points);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await opsCall(opsSaveNoviceTask, {
        body: { task: task.code, enabled, points: Number(points) },
      });
      notify('Saved', { type: 'success' });
      onSaved();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  if (!editable) {
    return (
      <TableRow data-testid={`novice-task-${task.code}`}>
        <TableCell>{name}</TableCell>
        <TableCell>{task.enabled ? 'on' : 'off'}</TableCell>
        <TableCell align="right">{task.points}</TableCell>
        <TableCell />
      </TableRow>
    );
  }
  const formId = `novice-task-form-${task.code}`;
  return (
    <TableRow data-testid={`novice-task-${task.code}`}>
      <TableCell>{name}</TableCell>
      <TableCell>
        <Switch
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          slotProps={{ input: { 'aria-label': `${name}: on` } }}
        />
      </TableCell>
      <TableCell align="right">
        <TextField
          size="small"
          type="number"
          label="Points"
          value={points}
          onChange={(e) => setPoints(e.target.value)}
          slotProps={{ htmlInput: { min: 0, form: formId, 'aria-label': `${name}: points` } }}
          error={error !== null}
          helperText={error}
        />
      </TableCell>
      <TableCell>
        <Box component="form" id={formId} onSubmit={(e) => void submit(e)}>
          <Button type="submit" size="small" variant="contained" disabled={!changed}>
            Save
          </Button>
        </Box>
      </TableCell>
    </TableRow>
  );
}

const fetchTasks = async () => (await opsCall(opsNoviceTasks)).list;

/** Novice tasks: each on or off, and its points; owner and content edit, every change audited. */
export function NoviceTasksPage() {
  const { permissions } = usePermissions<OperatorRole>();
  const { list, error, reload } = useOpsList(fetchTasks);
  return (
    <Box sx={{ p: 2 }} data-testid="novice-tasks-page">
      <Title title="console.title.novice_tasks" />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Typography variant="body2" sx={{ mb: 2 }}>
        Each task checks the member&apos;s real state and pays its points once, when claimed. A task
        switched off is not shown on the player&apos;s task page and cannot be claimed; points
        already claimed stay. A change is also a new version of the merchant settings.
      </Typography>
      <Table size="small" aria-label="Novice tasks">
        <TableHead>
          <TableRow>
            <TableCell>Task</TableCell>
            <TableCell>On</TableCell>
            <TableCell align="right">Points</TableCell>
            <ActionsHeader />
          </TableRow>
        </TableHead>
        <TableBody>
          {(list ?? []).map((task) => (
            <TaskRow
              // A new key after each save: the row starts again from what the server holds.
              key={`${task.code}:${task.enabled}:${task.points}`}
              task={task}
              editable={editsNoviceTasks(permissions)}
              onSaved={() => void reload()}
            />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
