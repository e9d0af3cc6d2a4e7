import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** The words for an interval: minutes below an hour, hours from one. */
export const intervalKey = (minutes: number): [string, { count: number }] =>
  minutes < 60
    ? ['protection.reality.minutes', { count: minutes }]
    : minutes === 60
      ? ['protection.reality.hour_one', { count: 1 }]
      : ['protection.reality.hours', { count: minutes / 60 }];

type IntervalChoiceProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  id: string;
  label: string;
  /** The list's intervals, in minutes. */
  choices: readonly number[];
  /** The member's own interval: it still shows when set elsewhere (any whole minute). */
  own: number | null;
  /** The last option: no interval. */
  off: { value: string; label: string };
  /** The form's submit button, beside the select. */
  save: { label: string; disabled: boolean; testId: string };
};

/** A labelled choice of interval (shortest first, in words, then none) and its save button. */
export const IntervalChoice = ({
  label,
  choices,
  own,
  off,
  save,
  ...select
}: IntervalChoiceProps) => {
  const { t } = useTranslation();
  const minutes = own !== null && !choices.includes(own) ? [...choices, own] : [...choices];
  return (
    <>
      <label className="field-label" htmlFor={select.id}>
        {label}
      </label>
      <div className="protection-row">
        <select className="field-input protection-input" {...select}>
          {minutes
            .sort((a, b) => a - b)
            .map((interval) => {
              const [key, params] = intervalKey(interval);
              return (
                <option key={interval} value={String(interval)}>
                  {t(key, params)}
                </option>
              );
            })}
          <option value={off.value}>{off.label}</option>
        </select>
        <button
          type="submit"
          className="button button--primary"
          disabled={save.disabled}
          data-testid={save.testId}
        >
          {save.label}
        </button>
      </div>
    </>
  );
};
