import { describe, expect, it } from 'vitest';
import {
  canDrill,
  drillBack,
  drillInto,
  initialTeamFilter,
  isTeamRecord,
  teamQueryOf,
} from './team-filter';

describe('team report filters', () => {
  it('sends the username only when one is typed, trimmed', () => {
    expect(teamQueryOf(initialTeamFilter)).toEqual({ range: 'today', scope: 'direct' });
    expect(teamQueryOf({ range: '7d', scope: 'all', username: '  p1 ' })).toEqual({
      range: '7d',
      scope: 'all',
      username: 'p1',
    });
    expect(teamQueryOf({ ...initialTeamFilter, username: '   ' })).not.toHaveProperty('username');
  });

  it('drills into a downline and back up the path', () => {
    const one = drillInto([], 'sub');
    expect(one).toEqual(['sub']);
    const two = drillInto(one, 'p1');
    expect(two).toEqual(['sub', 'p1']);
    // A member already on the path cuts the path there, never repeats it.
    expect(drillInto(two, 'sub')).toEqual(['sub']);
    expect(drillBack(two, 1)).toEqual(['sub']);
    expect(drillBack(two, 0)).toEqual([]);
    expect(drillBack(two, -1)).toEqual([]);
  });

  it('drills only into a direct downline with a team', () => {
    expect(canDrill({ teamSize: 2 }, 'direct')).toBe(true);
    expect(canDrill({ teamSize: 0 }, 'direct')).toBe(false);
    expect(canDrill({ teamSize: 2 }, 'all')).toBe(false);
  });

  it('reads the TRANSREC3 tile’s team view from the query', () => {
    expect(isTeamRecord(new URLSearchParams('scope=team'))).toBe(true);
    expect(isTeamRecord(new URLSearchParams(''))).toBe(false);
  });
});
