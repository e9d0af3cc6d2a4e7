import { Alert } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { messageOf } from './ops-list';

/**
 * A refused call's errors as a react-admin form's `onSubmit` returns them: under the fields the
 * server names, or, when it names none, on the form's one line (`root.serverError`).
 */
export const refusalOf = (fields: Record<string, string>, err: unknown) =>
  Object.keys(fields).length > 0 ? fields : { root: { serverError: messageOf(err) } };

/** The form's one line: a refusal that names no field (cleared by the next submit). */
export function FormRefusal() {
  const { errors } = useFormState();
  const message = errors.root?.serverError?.message;
  return message ? <Alert severity="error">{message}</Alert> : null;
}
