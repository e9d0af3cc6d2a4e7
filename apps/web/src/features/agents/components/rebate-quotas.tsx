import { useTranslation } from '@/lib/use-translation';
import { useAgentRebates } from '../api/agents';
import { AgentLoadError } from './agent-load-error';

/**
 * §7 rebate quotas in the register centre, before a downline is opened: for each bounded rate,
 * how many direct downlines the agent has at it and how many it may still open.
 */
export const RebateQuotas = () => {
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useAgentRebates(true);
  if (error) return <AgentLoadError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <div className="card agents-section" aria-busy="true" />;
  return (
    <section
      className="card agents-section"
      aria-labelledby="agent-quotas-title"
      data-testid="agent-quotas"
    >
      <h3 id="agent-quotas-title" className="agents-section__title">
        {t('agents.quotas_title')}
      </h3>
      {data.quotas.length === 0 ? (
        <p className="agents-muted" data-testid="agent-quotas-none">
          {t('agents.quotas_none')}
        </p>
      ) : (
        <ul className="agents-list">
          {data.quotas.map((q) => {
            const left = Math.max(q.quota - q.used, 0);
            return (
              <li
                key={`${q.category}:${q.rate}`}
                className="agents-list__item"
                data-testid={`agent-quota-${q.category}-${q.rate}`}
              >
                <div className="agents-list__name">
                  <strong>
                    {t('agents.quota_rate', {
                      category: t(`category.${q.category}`),
                      rate: q.rate,
                    })}
                  </strong>
                  <span className="agents-muted">
                    {t('agents.quota_used', { used: q.used, quota: q.quota })}
                  </span>
                </div>
                <div className="agents-list__figures">
                  <span className={left === 0 ? 'field-error' : undefined}>
                    {left === 0 ? t('agents.quota_full') : t('agents.quota_left', { left })}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
