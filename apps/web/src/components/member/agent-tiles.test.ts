import { describe, expect, it } from 'vitest';
import { WhitelabelFlag, type ConsolidatedSettings } from '@lotto/contract';
import { paths } from '@/config/paths';
import { agentOptionFor, agentTilesOf } from './agent-tiles';

const withFlags = (...flags: WhitelabelFlag[]) =>
  ({
    whitelabel: Object.fromEntries(flags.map((f) => [f, true])),
  }) as unknown as ConsolidatedSettings;

describe('the agent popup tiles (§2.12)', () => {
  it('shows the overview alone when no flag is on', () => {
    expect(agentTilesOf(withFlags()).map((t) => t.id)).toEqual(['overview']);
    expect(agentTilesOf(undefined).map((t) => t.to)).toEqual([paths.teamOverview]);
  });

  it('adds each tile only with its whitelabel flag', () => {
    expect(agentTilesOf(withFlags(WhitelabelFlag.REGCEN, WhitelabelFlag.DOWNMAN))).toEqual([
      expect.objectContaining({ id: 'overview' }),
      expect.objectContaining({ id: 'register', to: paths.agentRegister }),
      expect.objectContaining({ id: 'team', to: paths.memberTeam }),
    ]);
    const all = agentTilesOf(
      withFlags(
        WhitelabelFlag.REGCEN,
        WhitelabelFlag.AGETEAMPNL3,
        WhitelabelFlag.DOWNMAN,
        WhitelabelFlag.TEAMBETTING3,
        WhitelabelFlag.TRANSREC3,
      ),
    );
    expect(all.map((t) => t.id)).toEqual([
      'overview',
      'register',
      'team-pnl',
      'team',
      'team-betting',
      'transactions',
    ]);
  });
});

describe('the agent option (§6)', () => {
  it('is off for session types 0, 4 and 40, the agent-only 3 and no session', () => {
    for (const type of [0, 3, 4, 40, null, undefined]) expect(agentOptionFor(type)).toBe(false);
  });
  it('is on for the other types', () => {
    for (const type of [1, 2, 41, 42]) expect(agentOptionFor(type)).toBe(true);
  });
});
