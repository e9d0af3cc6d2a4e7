import { useState, type FormEvent } from 'react';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { Box, Button, Switch, TableCell, TableRow, TextField } from '@mui/material';
import {
  opsNoviceTasks,
  opsSaveNoviceTask,
  type NoviceTaskCode,
  type OperatorRole,
  type OpsNoviceTaskValue,
} from '@lotto/contract';
import { opsCall } from '../lib/ops-client';
import { messageOf, useOpsList } from '../lib/ops-list';
import { figures, SmallTable } from '../lib/small-table';
import { ConsolePage } from '../lib/console-page';
import { roleIn } from '../lib/roles';

/** The same roles as levels and the mall; the server enforces them (ops-novice-tasks.ts). */
export const seesNoviceTasks = (role: OperatorRole) => role !== 'finance';
const editsNoviceTasks = roleIn('owner', 'content');

/** A task's name: console.novice.task.<code>. */
const taskKey = (code: NoviceTaskCode) => `console.novice.task.${code}`;

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
  const translate = useTranslate();
  const name = translate(taskKey(task.code));
  const changed = enabled !== task.enabled || points !== String(task.points);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await opsCall(opsSaveNoviceTask, {
        body: { task: task.code, enabled, points: Number(points) },
      });
      notify('console.novice.saved', { type: 'success' });
      onSaved();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  if (!editable) {
    return (
      <TableRow data-testid={`novice-task-${task.code}`}>
        <TableCell>{name}</TableCell>
        <TableCell>
          {translate(task.enabled ? 'console.novice.on_value' : 'console.novice.off_value')}
        </TableCell>
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
          slotProps={{ input: { 'aria-label': translate('console.novice.on_of', { name }) } }}
        />
      </TableCell>
      <TableCell align="right">
        <TextField
          size="small"
          type="number"
          label={translate('console.novice.points')}
          value={points}
          onChange={(e) => setPoints(e.target.value)}
          slotProps={{
            htmlInput: {
              min: 0,
              form: formId,
              'aria-label': translate('console.novice.points_of', { name }),
            },
          }}
          error={error !== null}
          helperText={error}
        />
      </TableCell>
      <TableCell>
        <Box component="form" id={formId} onSubmit={(e) => void submit(e)}>
          <Button type="submit" size="small" variant="contained" disabled={!changed}>
            {translate('ra.action.save')}
          </Button>
        </Box>
      </TableCell>
    </TableRow>
  );
}

const fetchTasks = async () => (await opsCall(opsNoviceTasks)).list;

/** Novice tasks: each on or off, and its points; owner and content edit, every change audited. */
export function NoviceTasksPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<OperatorRole>();
  const { list, error, reload } = useOpsList(fetchTasks);
  return (
    <ConsolePage
      testId="novice-tasks-page"
      title="console.title.novice_tasks"
      error={error}
      text="console.novice.explain"
    >
      <SmallTable
        label={translate('console.title.novice_tasks')}
        head={[
          translate('console.novice.task_col'),
          translate('console.novice.on'),
          figures(translate('console.novice.points')),
        ]}
        actions
      >
        {(list ?? []).map((task) => (
          <TaskRow
            // A new key after each save: the row starts again from what the server holds.
            key={`${task.code}:${task.enabled}:${task.points}`}
            task={task}
            editable={editsNoviceTasks(permissions)}
            onSaved={() => void reload()}
          />
        ))}
      </SmallTable>
    </ConsolePage>
  );
}
