import { ActionButton } from '@/components/ui/action-button';
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
    <ActionButton kind="ghost" onClick={onCancel}>
      {cancelLabel}
    </ActionButton>
    <SubmitButton pending={pending} testId={submitTestId} inline>
      {submitLabel}
    </SubmitButton>
  </div>
);
