import { useState } from 'react';
import { formatMerchantTime } from '@/lib/merchant-time';
import { useZoneOffsets } from '@/lib/settings';
import { useMoneyFormat } from '@/lib/use-money-format';
import { useTranslation } from '@/lib/use-translation';
import { AgentGate } from '../components/agent-gate';
import { AgentLoadError } from '../components/agent-load-error';
import { useTeamTransactions } from './api';
import { initialTeamFilter, teamQueryOf, type TeamFilter } from './team-filter';
import { TeamFilters } from './team-filters';
import './messages';
import './team-reports.css';
import { LoadMore } from './load-more';

/**
 * §2.12 TRANSREC3: the team's ledger movements, newest first. Shown inside the transaction record
 * page (its route loads the records texts, whose `records.kind_*` words name each movement).
 */
export const TeamTransactionsScreen = () => (
  <AgentGate>
    <TeamTransactions />
  </AgentGate>
);

const TeamTransactions = () => {
  const { t } = useTranslation();
  const offsets = useZoneOffsets();
  const { money, signed } = useMoneyFormat();
  const [filter, setFilter] = useState<TeamFilter>({ ...initialTeamFilter, scope: 'all' });
  const query = useTeamTransactions(teamQueryOf(filter), true);
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <div className="agents-page">
      <TeamFilters value={filter} onChange={setFilter} />
      {query.error && rows.length === 0 ? (
        <AgentLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <div className="card agents-section" aria-busy="true" />
      ) : (
        <section className="card agents-section" aria-label={t('teamrep.tab_team')}>
          {rows.length === 0 ? (
            <p className="agents-muted" data-testid="team-empty">
              {t('teamrep.empty')}
            </p>
          ) : (
            <ul className="agents-list" data-testid="team-transactions">
              {rows.map((r) => {
                const amount = signed(r.amount);
                return (
                  <li key={r.id} className="agents-list__item">
                    <div className="agents-list__name">
                      <strong>{r.username}</strong>
                      <span>{t(`records.kind_${r.kind}`)}</span>
                      <span className="agents-muted">
                        {formatMerchantTime(r.createdAt, offsets)}
                      </span>
                      {r.reference ? (
                        <span className="agents-muted">
                          {t('teamrep.reference')}: {r.reference}
                        </span>
                      ) : null}
                    </div>
                    <div className="agents-list__figures">
                      <span
                        className={
                          amount.startsWith('-') ? 'team-figure--minus' : 'team-figure--plus'
                        }
                      >
                        {amount.startsWith('-') ? amount : `+${amount}`}
                      </span>
                      {r.balanceAfter === null ? null : (
                        <span className="agents-muted">
                          {t('teamrep.balance_after')} {money(r.balanceAfter)}
                        </span>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <LoadMore query={query} shown={rows.length} />
        </section>
      )}
    </div>
  );
};
