import type { ComponentType } from 'react';
import ChartColumn from 'lucide-react/icons/chart-column';
import ChartLine from 'lucide-react/icons/chart-line';
import Dices from 'lucide-react/icons/dices';
import Receipt from 'lucide-react/icons/receipt';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import { hasAgentOption, WhitelabelFlag, type ConsolidatedSettings } from '@lotto/contract';
import { paths } from '@/config/paths';
import { hasWhitelabelFlag } from '@/lib/settings';

export interface AgentTile {
  id: string;
  /** A shell text (agent.*). */
  labelKey: string;
  to: string;
  Icon: ComponentType<{ size?: number; className?: string; 'aria-hidden'?: boolean }>;
}

/**
 * §2.12 the agent popup's tiles: the overview always, each other tile only when its whitelabel
 * flag is on. The transaction-record tile opens the account record on its team view.
 */
export const agentTilesOf = (settings: ConsolidatedSettings | undefined): AgentTile[] => {
  const flagged: [WhitelabelFlag, AgentTile][] = [
    [
      WhitelabelFlag.REGCEN,
      { id: 'register', labelKey: 'agent.register', to: paths.agentRegister, Icon: UserPlus },
    ],
    [
      WhitelabelFlag.AGETEAMPNL3,
      { id: 'team-pnl', labelKey: 'agent.team_pnl', to: paths.teamPnl, Icon: ChartLine },
    ],
    [
      WhitelabelFlag.DOWNMAN,
      { id: 'team', labelKey: 'agent.team', to: paths.memberTeam, Icon: Users },
    ],
    [
      WhitelabelFlag.TEAMBETTING3,
      { id: 'team-betting', labelKey: 'agent.team_betting', to: paths.teamBetting, Icon: Dices },
    ],
    [
      WhitelabelFlag.TRANSREC3,
      {
        id: 'transactions',
        labelKey: 'agent.transactions',
        to: `${paths.transactionRecord}?scope=team`,
        Icon: Receipt,
      },
    ],
  ];
  return [
    { id: 'overview', labelKey: 'agent.overview', to: paths.teamOverview, Icon: ChartColumn },
    ...flagged.filter(([flag]) => hasWhitelabelFlag(settings, flag)).map(([, tile]) => tile),
  ];
};

/** §6: the agent option is for session types other than 0, 4 and 40 (and not before login). */
export const agentOptionFor = (type: number | null | undefined): boolean =>
  typeof type === 'number' && hasAgentOption(type);
