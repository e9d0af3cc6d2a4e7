import type { ReactNode } from 'react';
import { agentOptionFor } from '@/components/member/agent-tiles';
import { useSearchParams } from '@/lib/router';
import { useSession } from '@/lib/use-session';
import { useTranslation } from '@/lib/use-translation';
import { isTeamRecord, TEAM_RECORD_PARAM, TEAM_RECORD_VALUE } from './team-filter';
import { TeamTransactionsScreen } from './team-transactions-screen';
import './messages';
import './team-reports.css';

/**
 * The transaction record (/m/transaction/record) for an agent: its own movements or its team's
 * (§2.12 TRANSREC3, which opens it with ?scope=team). A member without the agent option sees
 * its own record only, as before.
 */
export const RecordTabs = ({ mine }: { mine: ReactNode }) => {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const agent = !session?.trial && agentOptionFor(session?.type);
  if (!agent) return mine;
  const team = isTeamRecord(params);
  const show = (toTeam: boolean) => {
    const next = new URLSearchParams(params);
    if (toTeam) next.set(TEAM_RECORD_PARAM, TEAM_RECORD_VALUE);
    else next.delete(TEAM_RECORD_PARAM);
    setParams(next, { replace: true });
  };
  return (
    <>
      <div className="team-tabs agents-ranges" role="group" aria-label={t('teamrep.tabs_label')}>
        <button
          type="button"
          className="agents-range"
          aria-pressed={!team}
          onClick={() => show(false)}
          data-testid="record-tab-mine"
        >
          {t('teamrep.tab_mine')}
        </button>
        <button
          type="button"
          className="agents-range"
          aria-pressed={team}
          onClick={() => show(true)}
          data-testid="record-tab-team"
        >
          {t('teamrep.tab_team')}
        </button>
      </div>
      {team ? <TeamTransactionsScreen /> : mine}
    </>
  );
};
