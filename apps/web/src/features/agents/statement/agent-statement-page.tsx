import { useId, useState } from 'react';
import { TEAM_RANGE_MAX_DAYS, type AgentStatementValue } from '@lotto/contract';
import { useFilterForm } from '@/lib/filter-form';
import { formatMerchantDay } from '@/lib/merchant-time';
import { useMoneyFormat } from '@/lib/use-money-format';
import { useTranslation } from '@/lib/use-translation';
import { agentPage } from '../components/agent-page';
import { AgentLoadError } from '../components/agent-load-error';
import { periodText } from '../team-reports/team-filters';
import { TeamRangeChoices } from '../components/pressed-choices';
import { useAgentStatement } from './api';
import { StatementContracts } from './statement-contracts';
import { StatementPayments } from './statement-payments';
import { StatementRebates } from './statement-rebates';
import {
  customRangeIssues,
  initialStatementRange,
  statementQueryOf,
  type StatementRange,
} from './statement-range';
import '../contracts/messages';
import './messages';
import '../contracts/components/contracts.css';
import '../team-reports/team-reports.css';
import './statement.css';

const AgentStatement = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState<StatementRange>(initialStatementRange);
  const { data, error, isPending, refetch } = useAgentStatement(statementQueryOf(range));
  return (
    <>
      <div className="card agents-section">
        <TeamRangeChoices
          chosen={range.range}
          onChoose={(r) => setRange({ range: r })}
          testIdPrefix="statement-range"
        />
      </div>
      <CustomDays onChoose={setRange} />
      {error ? (
        <AgentLoadError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <div className="card agents-section" aria-busy="true" />
      ) : (
        <>
          <Totals data={data} />
          <StatementRebates data={data} />
          <StatementContracts data={data} />
          <StatementPayments data={data} />
          <p className="agents-muted">{t('agents.time_zone', { zone: data.period.timeZone })}</p>
        </>
      )}
    </>
  );
};

/** Days of the agent's choosing (a week, a month …), checked as the server checks them. */
const CustomDays = ({ onChoose }: { onChoose: (r: StatementRange) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const { values, set, submit, issueOf } = useFilterForm(
    { from: '', to: '' },
    ({ from, to }) => onChoose({ range: 'custom', from, to }),
    ({ from, to }) => customRangeIssues(from, to),
  );
  const field = (name: 'from' | 'to') => {
    const issue = issueOf(name);
    return (
      <div className="agents-form statement-day">
        <label className="field-label" htmlFor={`${id}-${name}`}>
          {t(`statement.${name}`)}
        </label>
        <input
          id={`${id}-${name}`}
          type="date"
          className="field-input"
          value={values[name]}
          onChange={(e) => set({ [name]: e.target.value })}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? `${id}-${name}-error` : undefined}
          data-testid={`statement-${name}`}
        />
        {issue ? (
          <p
            id={`${id}-${name}-error`}
            className="field-error"
            data-testid={`statement-${name}-error`}
          >
            {t(issue, { days: TEAM_RANGE_MAX_DAYS })}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form
      className="card agents-section statement-days"
      aria-label={t('statement.custom')}
      noValidate
      onSubmit={submit}
    >
      {field('from')}
      {field('to')}
      <button type="submit" className="button button--primary" data-testid="statement-show">
        {t('statement.show')}
      </button>
    </form>
  );
};

const Totals = ({ data }: { data: AgentStatementValue }) => {
  const { t } = useTranslation();
  const id = useId();
  const { money } = useMoneyFormat();
  const items = [
    ['earned', data.totals.earned],
    ['paid', data.totals.paid],
    ['unpaid', data.totals.unpaid],
    ['rebates', data.totals.rebates],
    ['daily_salary', data.totals.dailySalary],
    ['dividend', data.totals.dividend],
    ['hourly_salary', data.totals.hourlySalary],
  ] as const;
  return (
    <section className="card agents-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="agents-section__title" data-testid="statement-period">
        {data.username} · {periodText(data.period, formatMerchantDay)}
      </h3>
      <dl className="agents-kpis team-figures" data-testid="statement-totals">
        {items.map(([key, value]) => (
          <div key={key} className="agents-kpi" data-testid={`statement-total-${key}`}>
            <dt>{t(`statement.total_${key}`)}</dt>
            <dd>{money(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

/**
 * Issue 32 "Statements": the agent's commission over a range of merchant days as one document:
 * what it earned (rebates per day, salary, dividend and hourly statements), what was paid, when
 * and by which ledger transactions, and what is still unpaid.
 */
export const AgentStatementPage = agentPage(
  'agent-statement',
  'title.agent_statement',
  AgentStatement,
);
