import { describe, expect, it } from 'vitest';
import { changeDetail } from './change-detail';

const words = {
  t: (key: string) => `[${key}]`,
  amount: (d: string) => `${Number.parseFloat(d).toFixed(2)}`,
  time: (ms: number) => new Date(ms).toISOString().slice(0, 10),
};

describe('a recorded protection change in words', () => {
  it('words a limit, a break and a reality check', () => {
    expect(changeDetail('{"kind":"deposit","period":"day","amount":"500.0000"}', null, words)).toBe(
      '[protection.kind.deposit] · [protection.period.day] · 500.00',
    );
    expect(changeDetail('{"duration":"24h","until":"2026-11-30T09:00:00.000Z"}', null, words)).toBe(
      '[protection.duration.24h] · 2026-11-30',
    );
    expect(changeDetail('{"duration":"permanent","until":"permanent"}', null, words)).toBe(
      '[protection.duration.permanent] · [protection.duration.permanent]',
    );
    expect(changeDetail('{"realityCheckMinutes":"off"}', null, words)).toBe(
      '[protection.reality.off]',
    );
    expect(changeDetail(null, '{"kind":"loss","period":"week","pending":"none"}', words)).toBe(
      '[protection.kind.loss] · [protection.period.week] · [protection.limit.none]',
    );
    expect(changeDetail(null, null, words)).toBe('');
  });

  it('words the session-time limit in minutes', () => {
    expect(changeDetail('{"kind":"session","period":"day","amount":"90 min"}', null, words)).toBe(
      '[protection.kind.session] · 90 [protection.changes.minutes]',
    );
    expect(changeDetail('{"minutes":"30"}', null, words)).toBe('30 [protection.changes.minutes]');
  });
});
