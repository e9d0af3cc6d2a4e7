import { describe, expect, it } from 'vitest';
import { offerProblems } from './offer-rules';

const tier = (threshold: string, activePlayers: string, rate: string) => ({
  threshold,
  activePlayers,
  rate,
});

describe('contract offer rules', () => {
  it('accepts tiers that go up', () => {
    expect(
      offerProblems(
        [tier('0', '0', '0.5'), tier('1000', '3', '1'), tier('5000.50', '3', '1.25')],
        2,
      ),
    ).toEqual({});
  });

  it('names each field the server would refuse', () => {
    expect(offerProblems([tier('', 'x', '0')], 2)).toEqual({
      'tiers.0.threshold': 'contracts.threshold_required',
      'tiers.0.activePlayers': 'contracts.players_format',
      'tiers.0.rate': 'contracts.rate_format',
    });
    expect(offerProblems([tier('-1', '1', '-1')], 2)).toMatchObject({
      'tiers.0.threshold': 'contracts.threshold_format',
      'tiers.0.rate': 'contracts.rate_format',
    });
    expect(offerProblems([tier('1.005', '1', '101')], 2)).toMatchObject({
      'tiers.0.threshold': 'contracts.threshold_format',
      'tiers.0.rate': 'contracts.rate_format',
    });
  });

  it('tiers must go up: threshold and rate above, players at least the tier before', () => {
    expect(offerProblems([tier('1000', '3', '1'), tier('999.99', '2', '1')], 2)).toEqual({
      'tiers.1.threshold': 'contracts.threshold_increasing',
      'tiers.1.activePlayers': 'contracts.players_increasing',
      'tiers.1.rate': 'contracts.rate_increasing',
    });
    // Compared as decimals, not as text: 900 is below 1000, 10 above 9.5.
    expect(offerProblems([tier('900', '1', '9.5'), tier('1000', '1', '10')], 2)).toEqual({});
  });
});
