import { Alert } from '@mui/material';
import { HttpError } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { messageOf } from './ops-list';

/** The server's field messages of a refused call (empty for anything else). */
export const fieldsOf = (err: unknown): Record<string, string> =>
  err instanceof HttpError
    ? ((err.body as { errors?: Record<string, string> } | undefined)?.errors ?? {})
    : {};

/**
 * A refused call's errors as a react-admin form's `onSubmit` returns them: under the fields the
 * server names, or, when it names none, on the form's one line (`root.serverError`).
 */
export const refusalOf = (fields: Record<string, string>, err: unknown) =>
  Object.keys(fields).length > 0 ? fields : { root: { serverError: messageOf(err) } };

/**
 * Runs a form's `call` as its `onSubmit`: nothing when it goes through, or the server's refusal
 * (see `refusalOf`) for the form to show.
 */
export const refusalOfCall = async (call: () => Promise<unknown>) => {
  try {
    await call();
    return undefined;
  } catch (err) {
    return refusalOf(fieldsOf(err), err);
  }
};

/** The form's one line: a refusal that names no field (cleared by the next submit). */
export function FormRefusal() {
  const { errors } = useFormState();
  const message = errors.root?.serverError?.message;
  return message ? <Alert severity="error">{message}</Alert> : null;
}
