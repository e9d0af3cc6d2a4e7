import { TEAM_RANGE_MAX_DAYS } from '@lotto/contract';
import { useTranslation } from '@/lib/use-translation';
import { TEAM_RANGES, type TeamRange } from '../utils/team-range';

/** A row of toggle buttons of which one is pressed: the chosen range, scope or tab of an agent page. */
export const PressedChoices = <T extends string>({
  label,
  choices,
  chosen,
  onChoose,
  textOf,
  testIdPrefix,
}: {
  label: string;
  choices: readonly T[];
  chosen: string;
  onChoose: (choice: T) => void;
  textOf: (choice: T) => string;
  testIdPrefix: string;
}) => (
  <div className="agents-ranges" role="group" aria-label={label}>
    {choices.map((c) => (
      <button
        key={c}
        type="button"
        className="agents-range"
        aria-pressed={chosen === c}
        onClick={() => onChoose(c)}
        data-testid={`${testIdPrefix}-${c}`}
      >
        {textOf(c)}
      </button>
    ))}
  </div>
);

/** The team ranges (today, yesterday, 7 and 30 days) the team and statement pages offer. */
export const TeamRangeChoices = ({
  chosen,
  onChoose,
  testIdPrefix,
}: {
  /** The pressed range; none when it is another choice (the statement's custom days). */
  chosen: string;
  onChoose: (range: TeamRange) => void;
  testIdPrefix: string;
}) => {
  const { t } = useTranslation();
  return (
    <PressedChoices
      label={t('agents.range', { days: TEAM_RANGE_MAX_DAYS })}
      choices={TEAM_RANGES}
      chosen={chosen}
      onChoose={onChoose}
      textOf={(r) => t(`agents.range_${r}`)}
      testIdPrefix={testIdPrefix}
    />
  );
};
