import { useId } from 'react';
import { TeamScope } from '@lotto/contract';
import { useFilterForm } from '@/lib/filter-form';
import { useTranslation } from '@/lib/use-translation';
import { PressedChoices, TeamRangeChoices } from '../components/pressed-choices';
import type { TeamFilter } from './team-filter';

/**
 * The team reports' filters: a preset range of merchant days, direct downlines or the whole team,
 * and (where `member` is on) one member of the team by username.
 */
export const TeamFilters = ({
  value,
  onChange,
  member = true,
  scope = true,
}: {
  value: TeamFilter;
  onChange: (next: TeamFilter) => void;
  member?: boolean;
  scope?: boolean;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const search = useFilterForm({ username: value.username }, ({ username }) =>
    onChange({ ...value, username: username.trim() }),
  );
  return (
    <div className="agents-section card team-filters">
      <TeamRangeChoices
        chosen={value.range}
        onChoose={(r) => onChange({ ...value, range: r })}
        testIdPrefix="team-range"
      />
      {scope ? (
        <PressedChoices
          label={t('teamrep.scope_label')}
          choices={Object.values(TeamScope)}
          chosen={value.scope}
          onChoose={(s) => onChange({ ...value, scope: s })}
          textOf={(s) => t(`teamrep.scope_${s}`)}
          testIdPrefix="team-scope"
        />
      ) : null}
      {member ? (
        <form className="agents-form" role="search" onSubmit={search.submit}>
          <label className="field-label" htmlFor={`${id}-member`}>
            {t('teamrep.searchlabel')}
          </label>
          <div className="agents-row">
            <input
              id={`${id}-member`}
              className="field-input"
              value={search.values.username}
              maxLength={32}
              autoComplete="off"
              placeholder={t('teamrep.searchplaceholder')}
              onChange={(e) => search.set({ username: e.target.value })}
              data-testid="team-member-input"
            />
            <button
              type="submit"
              className="button button--primary"
              data-testid="team-member-search"
            >
              {t('teamrep.search')}
            </button>
            {value.username ? (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  search.set({ username: '' });
                  onChange({ ...value, username: '' });
                }}
              >
                {t('teamrep.clear')}
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
    </div>
  );
};

/** The period a report answered for, in the merchant's days. */
export const periodText = (p: { from: string; to: string }, format: (day: string) => string) =>
  p.from === p.to ? format(p.from) : `${format(p.from)} – ${format(p.to)}`;
