import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FieldProps {
  /** The control's id; its error's is this plus `-error`. */
  id: string;
  label: ReactNode;
  /** Shown under the control, which is then invalid and described by it. */
  error?: string | null | undefined;
  testId: string;
  errorTestId?: string | undefined;
  /** The error is read out as it shows (a form that says nothing else on a refusal). */
  alertError?: boolean;
  /** For the forms on react-hook-form; the others pass value and onChange. */
  registration?: UseFormRegisterReturn;
  /** The id of a note the control is also described by, after its error. */
  describedBy?: string | undefined;
  /** The control's class: the field's look, and a form's own beside it. */
  className?: string;
}

const described = (id: string, error: FieldProps['error'], note: string | undefined) =>
  [error ? `${id}-error` : null, note].filter(Boolean).join(' ') || undefined;

/** The label over a control, and under it a note and the control's error (§5). */
const FieldFrame = ({
  id,
  label,
  error,
  errorTestId,
  alertError,
  note,
  children,
}: Pick<FieldProps, 'id' | 'label' | 'error' | 'errorTestId' | 'alertError'> & {
  note?: ReactNode;
  children: ReactNode;
}) => (
  <>
    <label className="field-label" htmlFor={id}>
      {label}
    </label>
    {children}
    {note}
    {error ? (
      <p
        id={`${id}-error`}
        role={alertError ? 'alert' : undefined}
        className="field-error"
        data-testid={errorTestId}
      >
        {error}
      </p>
    ) : null}
  </>
);

/** A field's props parted: the frame's, and the control's attributes. */
const parted = <Rest extends object>({
  id,
  label,
  error,
  testId,
  errorTestId,
  alertError,
  registration,
  describedBy,
  className = 'field-input',
  ...rest
}: FieldProps & Rest) => ({
  frame: { id, label, error, errorTestId, alertError },
  control: {
    id,
    className,
    ...rest,
    ...registration,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described(id, error, describedBy),
    'data-testid': testId,
  },
});

type InputFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps> & {
    /** Between the input and its error (the note `describedBy` names). */
    note?: ReactNode;
  };

/** A labelled text input with its message under it. */
export const InputField = ({ note, ...props }: InputFieldProps) => {
  const { frame, control } = parted(props);
  return (
    <FieldFrame {...frame} note={note}>
      <input {...control} />
    </FieldFrame>
  );
};

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FieldProps> & {
    /** The options. */
    children: ReactNode;
  };

/** A labelled select with its message under it. */
export const SelectField = ({ children, ...props }: SelectFieldProps) => {
  const { frame, control } = parted(props);
  return (
    <FieldFrame {...frame}>
      <select {...control}>{children}</select>
    </FieldFrame>
  );
};
