import { useEffect, useId, useRef, useState } from 'react';
import { formatMerchantDay } from '@/lib/merchant-time';
import { useTranslation } from '@/lib/use-translation';
import { agentPage } from '../components/agent-page';
import { AgentLoadError } from '../components/agent-load-error';
import { AgentsPager } from '../components/agents-pager';
import { useTeamPnl } from './api';
import { canDrill, drillBack, drillInto, initialTeamFilter, teamQueryOf } from './team-filter';
import { TeamFigures } from './team-figures';
import { periodText, TeamFilters } from './team-filters';
import './messages';
import './team-reports.css';

const TeamPnl = () => {
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState(initialTeamFilter);
  const [path, setPath] = useState<string[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const parent = path.at(-1);
  const { data, error, isPending, refetch } = useTeamPnl(
    { ...teamQueryOf({ ...filter, username: parent ?? '' }), pageNo },
    true,
  );
  // After a drill-down or a step back the pressed button is gone: focus the rows' heading.
  const rowsHeading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved && !isPending) rowsHeading.current?.focus();
  }, [moved, isPending, path]);
  const go = (next: string[]) => {
    setPath(next);
    setPageNo(1);
    setMoved(true);
  };

  return (
    <>
      <TeamFilters
        value={filter}
        member={false}
        onChange={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
      />
      {path.length > 0 ? (
        <nav aria-label={t('teamrep.path_label')} className="card agents-section">
          <ol className="team-path" data-testid="team-path">
            <li>
              <button type="button" className="team-path__link" onClick={() => go([])}>
                {t('teamrep.path_me')}
              </button>
            </li>
            {path.map((name, i) => (
              <li key={name}>
                {i === path.length - 1 ? (
                  <span aria-current="page">{name}</span>
                ) : (
                  <button
                    type="button"
                    className="team-path__link"
                    onClick={() => go(drillBack(path, i + 1))}
                  >
                    {name}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {error ? (
        <AgentLoadError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <div className="card agents-section" aria-busy="true" />
      ) : (
        <>
          <section className="card agents-section" aria-labelledby={`${id}-total`}>
            <h3 id={`${id}-total`} className="agents-section__title" data-testid="team-period">
              {t('teamrep.total')} · {periodText(data.period, formatMerchantDay)}
            </h3>
            <TeamFigures figures={data.total} testId="team-pnl-total" />
            <p className="agents-muted">{t('agents.time_zone', { zone: data.period.timeZone })}</p>
          </section>
          <section className="card agents-section" aria-labelledby={`${id}-rows`}>
            <h3
              id={`${id}-rows`}
              className="agents-section__title"
              ref={rowsHeading}
              tabIndex={-1}
              data-testid="team-pnl-rows-title"
            >
              {filter.scope === 'direct' ? t('teamrep.scope_direct') : t('teamrep.scope_all')}
              {parent ? ` · ${parent}` : ''}
            </h3>
            {data.list.length === 0 ? (
              <p className="agents-muted">{t('teamrep.no_downlines')}</p>
            ) : (
              <ul className="agents-list" data-testid="team-pnl-rows">
                {data.list.map((r) => (
                  <li key={r.username} className="team-row" data-testid="team-pnl-row">
                    <div className="team-row__head">
                      <span>
                        <span className="team-row__name">{r.username}</span>
                        <span className="agents-muted">
                          {' · '}
                          {filter.scope === 'all'
                            ? t('teamrep.level', { depth: r.depth })
                            : t('teamrep.team_size', { count: r.teamSize })}
                        </span>
                      </span>
                      {canDrill(r, filter.scope) ? (
                        <button
                          type="button"
                          className="button button--ghost team-drill"
                          onClick={() => go(drillInto(path, r.username))}
                          aria-label={t('teamrep.drill', { username: r.username })}
                          data-testid="team-pnl-drill"
                        >
                          ›
                        </button>
                      ) : null}
                    </div>
                    <TeamFigures figures={r} />
                  </li>
                ))}
              </ul>
            )}
            {data.totalPages > 1 ? (
              <AgentsPager page={pageNo} pages={data.totalPages} onPage={setPageNo} />
            ) : null}
          </section>
        </>
      )}
    </>
  );
};

/**
 * §2.1 /m/agent/team/pnl: the team's profit and loss per downline over a range of merchant days.
 * Direct scope lists the direct downlines with their teams' figures (a downline with a team can
 * be drilled into); whole-team scope lists every member with its own.
 */
export const TeamPnlPage = agentPage('team-pnl', 'title.team_pnl', TeamPnl);
