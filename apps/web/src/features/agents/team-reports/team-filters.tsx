import { useId } from 'react';
import { TEAM_RANGE_MAX_DAYS, TeamScope } from '@lotto/contract';
import { useFilterForm } from '@/lib/filter-form';
import { useTranslation } from '@/lib/use-translation';
import { TEAM_RANGES } from '../utils/team-range';
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
      <div
        className="agents-ranges"
        role="group"
        aria-label={t('agents.range', { days: TEAM_RANGE_MAX_DAYS })}
      >
        {TEAM_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            className="agents-range"
            aria-pressed={value.range === r}
            onClick={() => onChange({ ...value, range: r })}
            data-testid={`team-range-${r}`}
          >
            {t(`agents.range_${r}`)}
          </button>
        ))}
      </div>
      {scope ? (
        <div className="agents-ranges" role="group" aria-label={t('teamrep.scope_label')}>
          {Object.values(TeamScope).map((s) => (
            <button
              key={s}
              type="button"
              className="agents-range"
              aria-pressed={value.scope === s}
              onClick={() => onChange({ ...value, scope: s })}
              data-testid={`team-scope-${s}`}
            >
              {t(`teamrep.scope_${s}`)}
            </button>
          ))}
        </div>
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
