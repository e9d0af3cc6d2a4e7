import { useId, useState } from 'react';
import { gameCategories, type GameCategory } from '@lotto/contract';
import { SelectField } from '@/components/ui/form-field';
import { formatMerchantDay, formatMerchantTime } from '@/lib/merchant-time';
import { useZoneOffsets } from '@/lib/settings';
import { useMoneyFormat } from '@/lib/use-money-format';
import { useTranslation } from '@/lib/use-translation';
import { agentPage } from '../components/agent-page';
import { AgentLoadError } from '../components/agent-load-error';
import { useTeamBets } from './api';
import { initialTeamFilter, teamQueryOf, type TeamFilter } from './team-filter';
import { TeamFigures } from './team-figures';
import { periodText, TeamFilters } from './team-filters';
import './messages';
import './team-reports.css';
import { LoadMore } from './load-more';

const TeamBetting = () => {
  const { t } = useTranslation();
  const id = useId();
  const offsets = useZoneOffsets();
  const { money } = useMoneyFormat();
  const [filter, setFilter] = useState<TeamFilter>({ ...initialTeamFilter, scope: 'all' });
  const [gameType, setGameType] = useState<GameCategory | ''>('');
  const query = useTeamBets({ ...teamQueryOf(filter), ...(gameType ? { gameType } : {}) }, true);
  const first = query.data?.pages[0];
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <>
      <TeamFilters value={filter} onChange={setFilter} />
      <div className="card agents-section">
        <SelectField
          id={`${id}-type`}
          label={t('teamrep.game_type')}
          value={gameType}
          onChange={(e) => setGameType(e.target.value as GameCategory | '')}
          testId="team-game-type"
        >
          <option value="">{t('teamrep.all_types')}</option>
          {gameCategories.map((c) => (
            <option key={c} value={c}>
              {t(`category.${c}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {query.error && rows.length === 0 ? (
        <AgentLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <div className="card agents-section" aria-busy="true" />
      ) : (
        <>
          {first ? (
            <section className="card agents-section" aria-labelledby={`${id}-total`}>
              <h3 id={`${id}-total`} className="agents-section__title" data-testid="team-period">
                {t('teamrep.total')} · {periodText(first.period, formatMerchantDay)}
              </h3>
              <TeamFigures figures={first.totals} testId="team-bets-total" />
            </section>
          ) : null}
          <section className="card agents-section" aria-label={t('title.team_betting')}>
            {rows.length === 0 ? (
              <p className="agents-muted" data-testid="team-empty">
                {t('teamrep.empty')}
              </p>
            ) : (
              <ul className="agents-list" data-testid="team-bets">
                {rows.map((b) => (
                  <li key={`${b.vendor}:${b.txId}`} className="agents-list__item">
                    <div className="agents-list__name">
                      <strong>{b.username}</strong>
                      <span>
                        {b.gameName}
                        {b.draw === null ? '' : ` · ${t('teamrep.draw', { draw: b.draw })}`}
                      </span>
                      <span className="agents-muted">
                        {b.vendor}
                        {b.gameType ? ` · ${t(`category.${b.gameType}`)}` : ''} ·{' '}
                        {formatMerchantTime(b.createdAt, offsets)}
                      </span>
                    </div>
                    <div className="agents-list__figures">
                      <span>
                        {t('teamrep.stake')} {money(b.stake)}
                      </span>
                      <span>
                        {t('teamrep.win')} {b.win === null ? '—' : money(b.win)}
                      </span>
                      <span className="agents-muted">{t(`teamrep.status_${b.status}`)}</span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <LoadMore query={query} shown={rows.length} />
          </section>
        </>
      )}
    </>
  );
};

/** §2.1 /m/teamBetting: every bet of the team, with the betting record's filters and totals. */
export const TeamBettingPage = agentPage('team-betting', 'title.team_betting', TeamBetting);
