import { describe, expect, it } from 'vitest';
import { specialLotteryGamePath, specialLotteryLaunch } from './special-launch';

describe('§9 special launch vendors', () => {
  it('open the lottery lobby of their prize mode (§2.6, §7)', () => {
    const lobby = (vendor: string) => specialLotteryLaunch(vendor, '/m/gameCenter');
    const common = {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoView: 'lobby',
      device: 'MOBILE',
      backUrl: '/m/gameCenter',
    };
    expect(lobby('TCG_LOTTO_VN')).toEqual({ ...common, lottoPrizeMode: 'Lott' });
    expect(lobby('TCG_SEA')).toEqual({
      ...common,
      lottoPrizeMode: 'SEA',
      lottoMode: 'SEA_Tradition',
    });
    expect(lobby('LOTT')).toEqual({ ...common, lottoPrizeMode: 'Lott' });
    expect(lobby('ELOTT')).toEqual({ ...common, lottoPrizeMode: 'Elott' });
    expect(lobby('GPI')).toBeNull();
  });

  it('/m/launchGame of one of their games opens it on /m/startLottery (§2.1, §2.10)', () => {
    const path = (q: string) => specialLotteryGamePath(new URLSearchParams(q));
    expect(path('code=TCG_SEA&gameId=12')).toBe(
      '/m/startLottery?gameId=12&playType=trad&prize_mode=SEA',
    );
    expect(path('code=LOTT&gameId=7&playType=ent&prize_mode=Lott&pageBack=1')).toBe(
      '/m/startLottery?gameId=7&playType=ent&prize_mode=Lott&pageBack=1',
    );
    expect(path('code=ELOTT&gameId=3')).toBe(
      '/m/startLottery?gameId=3&playType=trad&prize_mode=Elott',
    );
    // No game, a game id that is no lottery's, or another vendor: not this path.
    expect(path('code=TCG_LOTTO_VN')).toBeNull();
    expect(path('code=TCG_SEA&gameId=abc')).toBeNull();
    expect(path('code=GPI&gameId=12')).toBeNull();
  });
});
