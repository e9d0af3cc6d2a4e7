import { useId, type FormEvent, type ReactNode } from 'react';

interface AgentFormProps {
  /** The heading that names the form. */
  title: string;
  onSubmit: (event: FormEvent) => unknown;
  testId: string;
  children: ReactNode;
}

/** The frame the agent forms (transfer, quota, contract offer) share: a form named by its heading. */
export const AgentForm = ({ title, onSubmit, testId, children }: AgentFormProps) => {
  const id = useId();
  return (
    <form
      className="agents-form agents-transfer"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid={testId}
    >
      <h4 id={`${id}-title`} className="agents-section__title">
        {title}
      </h4>
      {children}
    </form>
  );
};
