import { useId, useState } from 'react';
import { formatMerchantDay } from '@/lib/merchant-time';
import { useZoneOffsets } from '@/lib/settings';
import { useMoneyFormat } from '@/lib/use-money-format';
import { useTranslation } from '@/lib/use-translation';
import { useTeamOverview } from '../api/agents';
import { teamRangeDays, type TeamRange } from '../utils/team-range';
import { AgentPage } from './agent-page';
import { TeamRangeChoices } from './pressed-choices';
import { AgentLoadError } from './agent-load-error';
import { ContractLinks } from './contract-links';

/** §2.1 /m/agent/team/overview: the whole team's figures over a range of merchant days. */
export const TeamOverviewPage = () => {
  return (
    <AgentPage name="team-overview" titleKey="title.team_overview">
      <Overview />
      <ContractLinks />
    </AgentPage>
  );
};

/** The overview's figures, in order: each one's test id and locale key. */
const OVERVIEW_FIGURES = [
  ['registrations', 'registrations'],
  ['first-deposits', 'first_deposits'],
  ['deposits', 'deposits'],
  ['withdrawals', 'withdrawals'],
  ['valid-bets', 'valid_bets'],
  ['win', 'win'],
  ['pnl', 'pnl'],
  ['active', 'active_players'],
  ['team-size', 'team_size'],
  ['direct', 'direct_count'],
  ['balance', 'team_balance'],
] as const;
type OverviewFigure = (typeof OVERVIEW_FIGURES)[number][0];

const Overview = () => {
  const { t } = useTranslation();
  const id = useId();
  const offsets = useZoneOffsets();
  const { money, signed } = useMoneyFormat();
  const [range, setRange] = useState<TeamRange>('today');
  const days = teamRangeDays(range, Date.now(), offsets);
  const { data, error, isPending, refetch } = useTeamOverview(days, true);

  const valueOf = (key: OverviewFigure): string | number => {
    if (!data) return '';
    switch (key) {
      case 'registrations':
        return data.registrations;
      case 'first-deposits':
        return data.firstDeposits;
      case 'deposits':
        return money(data.deposits);
      case 'withdrawals':
        return money(data.withdrawals);
      case 'valid-bets':
        return money(data.validBets);
      case 'win':
        return money(data.win);
      case 'pnl':
        return signed(data.profitAndLoss);
      case 'active':
        return data.activePlayers;
      case 'team-size':
        return data.teamSize;
      case 'direct':
        return data.directCount;
      case 'balance':
        return money(data.teamBalance);
    }
  };
  const figures = OVERVIEW_FIGURES.map(([key, label]) => [key, valueOf(key), label] as const);

  return (
    <>
      <TeamRangeChoices chosen={range} onChoose={setRange} testIdPrefix="team-range" />
      {error ? (
        <AgentLoadError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        // The figures' own shape, so the links below it stay where they are when they come.
        <section className="card agents-section" aria-busy="true">
          <h3 className="agents-section__title">{'\u00a0'}</h3>
          <dl className="agents-kpis">
            {OVERVIEW_FIGURES.map(([key, label]) => (
              <div key={key} className="agents-kpi">
                <dt>{t(`agents.kpi.${label}`)}</dt>
                <dd>{'\u00a0'}</dd>
              </div>
            ))}
          </dl>
          <p className="agents-muted">{'\u00a0'}</p>
        </section>
      ) : (
        <section className="card agents-section" aria-labelledby={`${id}-period`}>
          <h3 id={`${id}-period`} className="agents-section__title" data-testid="team-period">
            {data.from === data.to
              ? formatMerchantDay(data.from)
              : `${formatMerchantDay(data.from)} – ${formatMerchantDay(data.to)}`}
          </h3>
          <dl className="agents-kpis" data-testid="team-overview">
            {figures.map(([key, value, label]) => (
              <div key={key} className="agents-kpi" data-testid={`team-kpi-${key}`}>
                <dt>{t(`agents.kpi.${label}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="agents-muted">{t('agents.time_zone', { zone: data.timeZone })}</p>
        </section>
      )}
    </>
  );
};
