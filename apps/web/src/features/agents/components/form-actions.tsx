import { SubmitButton } from '@/components/ui/submit-button';

interface FormActionsProps {
  cancelLabel: string;
  submitLabel: string;
  /** The form's request is out: submit is idle (SubmitButton). */
  pending: boolean;
  onCancel: () => void;
  submitTestId: string;
}

/** The cancel and submit row the agent forms (transfer, quota, contract offer) end with. */
export const FormActions = ({
  cancelLabel,
  submitLabel,
  pending,
  onCancel,
  submitTestId,
}: FormActionsProps) => (
  <div className="agents-row">
    <button type="button" className="button button--ghost" onClick={onCancel}>
      {cancelLabel}
    </button>
    <SubmitButton pending={pending} testId={submitTestId} className="button button--primary">
      {submitLabel}
    </SubmitButton>
  </div>
);
