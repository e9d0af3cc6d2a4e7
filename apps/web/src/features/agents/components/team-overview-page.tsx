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

const Overview = () => {
  const { t } = useTranslation();
  const id = useId();
  const offsets = useZoneOffsets();
  const { money, signed } = useMoneyFormat();
  const [range, setRange] = useState<TeamRange>('today');
  const days = teamRangeDays(range, Date.now(), offsets);
  const { data, error, isPending, refetch } = useTeamOverview(days, true);

  const figures: [string, string | number, string][] = data
    ? [
        ['registrations', data.registrations, 'registrations'],
        ['first-deposits', data.firstDeposits, 'first_deposits'],
        ['deposits', money(data.deposits), 'deposits'],
        ['withdrawals', money(data.withdrawals), 'withdrawals'],
        ['valid-bets', money(data.validBets), 'valid_bets'],
        ['win', money(data.win), 'win'],
        ['pnl', signed(data.profitAndLoss), 'pnl'],
        ['active', data.activePlayers, 'active_players'],
        ['team-size', data.teamSize, 'team_size'],
        ['direct', data.directCount, 'direct_count'],
        ['balance', money(data.teamBalance), 'team_balance'],
      ]
    : [];

  return (
    <>
      <TeamRangeChoices chosen={range} onChoose={setRange} testIdPrefix="team-range" />
      {error ? (
        <AgentLoadError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <div className="card agents-section" aria-busy="true" />
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
