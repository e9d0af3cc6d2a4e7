import { describe, expect, it } from 'vitest';
import {
  badNumberIndex,
  betTypeOf,
  expandUnits,
  formatOf,
  isResultOf,
  oddsOf,
  oddsUnits,
  permutations,
  prizeSlots,
  winOf,
  type LotteryBetType,
} from './lottery-bets';

const type = (format: 'thai' | 'vn' | 'fast', code: string): LotteryBetType => {
  const t = betTypeOf(format, code);
  if (!t) throw new Error(`no ${code}`);
  return t;
};

describe('result formats', () => {
  it('picks the format from the vendor and the period', () => {
    expect(formatOf({ vendorCode: 'TCG_SEA', periodKind: 'daily' })).toBe('thai');
    expect(formatOf({ vendorCode: 'TCG_SEA', periodKind: '5m' })).toBe('thai');
    expect(formatOf({ vendorCode: 'TCG_LOTTO_VN', periodKind: 'daily' })).toBe('vn');
    expect(formatOf({ vendorCode: 'TCG_LOTTO_VN', periodKind: 'hourly' })).toBe('vn');
    expect(formatOf({ vendorCode: 'TCG_LOTTO_VN', periodKind: '1m' })).toBe('fast');
  });

  it('has 2 Thai prizes, 27 Vietnamese and 11 fast ones', () => {
    expect(prizeSlots('thai').map((s) => s.digits)).toEqual([6, 2]);
    expect(prizeSlots('vn')).toHaveLength(27);
    expect(prizeSlots('fast')).toHaveLength(11);
    expect(prizeSlots('vn')[0]).toEqual({ key: 'special', digits: 5 });
  });

  it('checks the shape of a result', () => {
    expect(isResultOf('thai', ['123456', '78'])).toBe(true);
    expect(isResultOf('thai', ['12345', '78'])).toBe(false);
    expect(isResultOf('thai', ['123456'])).toBe(false);
    expect(isResultOf('thai', ['12345a', '78'])).toBe(false);
  });
});

describe('bet types', () => {
  it('keeps bet types to their formats', () => {
    expect(betTypeOf('thai', 'vn_lo')).toBeNull();
    expect(betTypeOf('fast', 'vn_lo')?.digits).toBe(2);
    expect(betTypeOf('vn', 'nope')).toBeNull();
  });

  it('expands any order into the distinct permutations', () => {
    expect(permutations('123')).toEqual(['123', '132', '213', '231', '312', '321']);
    expect(permutations('112')).toEqual(['112', '121', '211']);
    expect(permutations('777')).toEqual(['777']);
    expect(expandUnits(type('thai', 'th_3top_any'), ['123', '321'])).toHaveLength(6);
    expect(expandUnits(type('thai', 'th_3top'), ['123', '321', '123'])).toEqual(['123', '321']);
  });

  it('finds numbers of the wrong length', () => {
    expect(badNumberIndex(type('thai', 'th_2top'), ['12', '345'])).toBe(1);
    expect(badNumberIndex(type('thai', 'th_2top'), ['12', '1a'])).toBe(1);
    expect(badNumberIndex(type('vn', 'vn_3cang'), ['123', '000'])).toBe(-1);
  });

  it('reads odds as units and takes the merchant odds when valid', () => {
    expect(oddsUnits('3.2')).toBe(32_000n);
    expect(oddsUnits('900')).toBe(9_000_000n);
    expect(oddsUnits('1.23456')).toBeNull();
    expect(oddsUnits('-1')).toBeNull();
    const t = type('thai', 'th_2top');
    expect(oddsOf(t)).toBe('90');
    expect(oddsOf(t, { th_2top: '92.5' })).toBe('92.5');
    expect(oddsOf(t, { th_2top: 'x' })).toBe('90');
  });
});

describe('win evaluation', () => {
  const thai = ['482913', '57'];
  const stake = 10_000n; // 1.0000

  it('pays the Thai types against the first and bottom prizes', () => {
    expect(winOf(type('thai', 'th_3top'), ['913'], stake, '900', thai)).toEqual({
      hits: 1,
      win: 9_000_000n,
    });
    expect(winOf(type('thai', 'th_3top'), ['931'], stake, '900', thai).hits).toBe(0);
    const any = type('thai', 'th_3top_any');
    expect(winOf(any, expandUnits(any, ['391']), stake, '900', thai).hits).toBe(1);
    expect(winOf(type('thai', 'th_2top'), ['13'], stake, '90', thai).win).toBe(900_000n);
    expect(winOf(type('thai', 'th_2bottom'), ['57'], stake, '90', thai).hits).toBe(1);
    expect(winOf(type('thai', 'th_2bottom'), ['13'], stake, '90', thai).hits).toBe(0);
    expect(winOf(type('thai', 'th_run_top'), ['9', '4'], stake, '3.2', thai)).toEqual({
      hits: 1,
      win: 32_000n,
    });
    expect(winOf(type('thai', 'th_run_bottom'), ['7'], stake, '4.2', thai).hits).toBe(1);
  });

  it('pays lô once per prize ending in the number, đề on the special prize', () => {
    const result = [
      '12345',
      '00045',
      '11111',
      '22245',
      '33333',
      '44444',
      '55555',
      '66666',
      '99999',
    ];
    result.push(...['77777', '8888', '9945', '1010', '2020', '3030', '4040', '5050']);
    result.push(...['6060', '7070', '8080', '123', '456', '789', '45', '67', '89', '01']);
    expect(result).toHaveLength(27);
    expect(isResultOf('vn', result)).toBe(true);
    expect(winOf(type('vn', 'vn_lo'), ['45'], stake, '3.5', result)).toEqual({
      hits: 5,
      win: 175_000n,
    });
    expect(winOf(type('vn', 'vn_de'), ['45'], stake, '95', result).hits).toBe(1);
    expect(winOf(type('vn', 'vn_de'), ['44'], stake, '95', result).hits).toBe(0);
    expect(winOf(type('vn', 'vn_3cang'), ['345'], stake, '900', result).hits).toBe(1);
  });

  it('rounds a fractional win down to the money unit', () => {
    expect(winOf(type('thai', 'th_run_top'), ['9'], 3n, '3.2', thai).win).toBe(9n);
  });
});
