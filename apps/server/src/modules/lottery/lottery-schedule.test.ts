import { describe, expect, it } from 'vitest';
import {
  comingDraw,
  dueDraws,
  inSaleWindow,
  openDraw,
  type ScheduleGame,
} from './lottery-schedule';

const BANGKOK = 'Asia/Bangkok';
/** Bangkok is UTC+7 all year: 07:00 local is 00:00 UTC. */
const bkk = (isoLocal: string) => new Date(`${isoLocal}+07:00`);

const oneMinute: ScheduleGame = {
  periodKind: '1m',
  dailyTime: null,
  lockSeconds: 5,
  saleStart: null,
  saleEnd: null,
};
const hourly: ScheduleGame = { ...oneMinute, periodKind: 'hourly', lockSeconds: 60 };
const daily = (dailyTime: string, sale?: [string, string]): ScheduleGame => ({
  periodKind: 'daily',
  dailyTime,
  lockSeconds: 900,
  saleStart: sale?.[0] ?? null,
  saleEnd: sale?.[1] ?? null,
});

describe('periodic draws', () => {
  it('numbers a 1-minute draw by its local date and minute of the day', () => {
    const d = openDraw(oneMinute, bkk('2026-11-21T09:34:20'), BANGKOK);
    // 09:35 is minute 575 of the day; the draw at 00:00 is number 1, so this one is 576.
    expect(d.numero).toBe('202611210576');
    expect(d.drawTime).toBe(bkk('2026-11-21T09:35:00').getTime());
    expect(d.previousDrawTime).toBe(bkk('2026-11-21T09:34:00').getTime());
    expect(d.remainTime).toBe(40);
    expect(d.lockTime).toBe(5);
    expect(d.isSale).toBe(true);
  });

  it('at the draw boundary the draw is due and the next one is open', () => {
    const at = openDraw(oneMinute, bkk('2026-11-21T09:35:00'), BANGKOK);
    expect(at.numero).toBe('202611210577');
    expect(at.remainTime).toBe(60);
    const justBefore = comingDraw(
      oneMinute,
      new Date(bkk('2026-11-21T09:35:00').getTime() - 1),
      BANGKOK,
    );
    expect(justBefore.numero).toBe('202611210576');
    // Rounded up: 1 ms before the draw still says 1 s, never 0 before it is due.
    expect(justBefore.remainTime).toBe(1);
  });

  it('closes the sale in the lock window and not a moment before', () => {
    expect(comingDraw(oneMinute, bkk('2026-11-21T09:34:54.999'), BANGKOK).isSale).toBe(true);
    expect(comingDraw(oneMinute, bkk('2026-11-21T09:34:55'), BANGKOK).isSale).toBe(false);
    expect(comingDraw(oneMinute, bkk('2026-11-21T09:34:59'), BANGKOK).isSale).toBe(false);
    expect(comingDraw(oneMinute, bkk('2026-11-21T09:35:00'), BANGKOK).isSale).toBe(true);
  });

  it('once a draw locks, the next one is the open draw, on sale', () => {
    const before = openDraw(oneMinute, bkk('2026-11-21T09:34:54.999'), BANGKOK);
    expect(before).toMatchObject({ numero: '202611210576', isSale: true });
    const locked = openDraw(oneMinute, bkk('2026-11-21T09:34:55'), BANGKOK);
    expect(locked).toMatchObject({
      numero: '202611210577',
      drawTime: bkk('2026-11-21T09:36:00').getTime(),
      previousDrawTime: bkk('2026-11-21T09:35:00').getTime(),
      remainTime: 65,
      isSale: true,
    });
    expect(openDraw(oneMinute, bkk('2026-11-21T09:34:59.5'), BANGKOK).remainTime).toBe(61);
    // A lock longer than the period skips every draw already locked.
    const longLock = { ...oneMinute, lockSeconds: 90 };
    expect(openDraw(longLock, bkk('2026-11-21T09:34:20'), BANGKOK).numero).toBe('202611210577');
  });

  it("the draw at local midnight is the new day's first; the last one of the day is 1440", () => {
    expect(openDraw(oneMinute, bkk('2026-11-21T23:58:30'), BANGKOK).numero).toBe('202611211440');
    expect(openDraw(oneMinute, bkk('2026-11-21T23:59:30'), BANGKOK).numero).toBe('202611220001');
  });

  it('hourly draws on the hour, numbered 01-24 in the local day', () => {
    const d = openDraw(hourly, bkk('2026-11-21T09:10:00'), BANGKOK);
    expect(d.numero).toBe('2026112111');
    expect(d.drawTime).toBe(bkk('2026-11-21T10:00:00').getTime());
    expect(d.remainTime).toBe(50 * 60);
    expect(comingDraw(hourly, bkk('2026-11-21T09:59:00'), BANGKOK).isSale).toBe(false);
    expect(openDraw(hourly, bkk('2026-11-21T09:59:00'), BANGKOK)).toMatchObject({
      numero: '2026112112',
      isSale: true,
    });
    expect(openDraw(hourly, bkk('2026-11-21T23:30:00'), BANGKOK).numero).toBe('2026112201');
  });

  it('3- and 5-minute draws keep a 3-digit sequence', () => {
    expect(
      openDraw({ ...oneMinute, periodKind: '3m' }, bkk('2026-11-21T00:00:30'), BANGKOK).numero,
    ).toBe('20261121002');
    expect(
      openDraw({ ...oneMinute, periodKind: '5m' }, bkk('2026-11-21T23:56:00'), BANGKOK).numero,
    ).toBe('20261122001');
  });

  it('follows the wall clock of a zone with a half-hour offset', () => {
    const d = openDraw(hourly, new Date('2026-11-21T03:40:00Z'), 'Asia/Kolkata');
    // 09:10 in Kolkata: the next draw is at 10:00 there, 04:30 UTC.
    expect(d.drawTime).toBe(Date.parse('2026-11-21T04:30:00Z'));
    expect(d.numero).toBe('2026112111');
  });
});

describe('daily draws', () => {
  it("the numero is the draw's date in the merchant's zone, not in UTC", () => {
    // 06:00 in Bangkok is 23:00 UTC on the day before.
    const d = openDraw(daily('06:00'), new Date('2026-11-20T22:30:00Z'), BANGKOK);
    expect(d.numero).toBe('20261121');
    expect(d.drawTime).toBe(Date.parse('2026-11-20T23:00:00Z'));
  });

  it('across midnight: after today’s draw, the next is tomorrow’s', () => {
    const late = openDraw(daily('00:30'), bkk('2026-11-21T23:50:00'), BANGKOK);
    expect(late.numero).toBe('20261122');
    expect(late.remainTime).toBe(40 * 60);
    expect(late.previousDrawTime).toBe(bkk('2026-11-21T00:30:00').getTime());
    const after = openDraw(daily('00:30'), bkk('2026-11-22T00:30:00'), BANGKOK);
    expect(after.numero).toBe('20261123');
  });

  it('a draw late in the evening: still today before it, tomorrow after it', () => {
    expect(comingDraw(daily('23:45'), bkk('2026-11-21T23:44:00'), BANGKOK).numero).toBe('20261121');
    expect(openDraw(daily('23:45'), bkk('2026-11-21T23:29:59'), BANGKOK).numero).toBe('20261121');
    expect(openDraw(daily('23:45'), bkk('2026-11-21T23:46:00'), BANGKOK).numero).toBe('20261122');
  });

  it('the sale window bounds isSale, and the lock window closes it before the draw', () => {
    const north = daily('18:15', ['06:00', '18:00']);
    expect(openDraw(north, bkk('2026-11-21T05:59:00'), BANGKOK).isSale).toBe(false);
    expect(openDraw(north, bkk('2026-11-21T06:00:00'), BANGKOK).isSale).toBe(true);
    expect(openDraw(north, bkk('2026-11-21T17:59:59'), BANGKOK).isSale).toBe(true);
    expect(openDraw(north, bkk('2026-11-21T18:00:00'), BANGKOK).isSale).toBe(false);
    // After the draw the next one is tomorrow's, but the sale opens only at 06:00.
    const evening = openDraw(north, bkk('2026-11-21T20:00:00'), BANGKOK);
    expect(evening.numero).toBe('20261122');
    expect(evening.isSale).toBe(false);
  });

  it('a sale window may cross midnight', () => {
    const g = daily('12:00', ['22:00', '02:00']);
    expect(inSaleWindow(g, bkk('2026-11-21T23:00:00').getTime(), BANGKOK)).toBe(true);
    expect(inSaleWindow(g, bkk('2026-11-22T01:59:00').getTime(), BANGKOK)).toBe(true);
    expect(inSaleWindow(g, bkk('2026-11-22T02:00:00').getTime(), BANGKOK)).toBe(false);
    expect(inSaleWindow(g, bkk('2026-11-22T21:59:00').getTime(), BANGKOK)).toBe(false);
  });
});

describe('due draws', () => {
  it('lists the last draws at or before now, newest first, including one due exactly now', () => {
    const due = dueDraws(oneMinute, bkk('2026-11-21T00:02:00'), BANGKOK, 4);
    expect(due.map((d) => d.numero)).toEqual([
      '202611210003',
      '202611210002',
      '202611210001',
      '202611201440',
    ]);
  });

  it('daily: yesterday’s draw until today’s is due', () => {
    const due = dueDraws(daily('18:15'), bkk('2026-11-21T18:14:59'), BANGKOK, 2);
    expect(due.map((d) => d.numero)).toEqual(['20261120', '20261119']);
  });
});

describe('open draws within one second', () => {
  /** openDraw with nothing kept from earlier calls: a call in another second empties the store. */
  const fresh = (game: ScheduleGame, at: Date) => {
    openDraw(game, new Date(0), BANGKOK);
    return openDraw(game, at, BANGKOK);
  };

  it('are the same at every millisecond of the second, up to and across a lock and a draw', () => {
    const games = [oneMinute, hourly, daily('18:30', ['06:00', '18:00'])];
    // The seconds around one-minute and hourly locks and draws, and the daily sale's end.
    const starts = [
      bkk('2026-11-30T10:00:00'),
      bkk('2026-11-30T10:59:00'),
      bkk('2026-11-30T10:59:59'),
      bkk('2026-11-30T17:59:59'),
      bkk('2026-11-30T18:00:00'),
    ];
    for (const start of starts)
      for (let s = -2; s <= 2; s++)
        for (const ms of [0, 1, 499, 999]) {
          const at = new Date(start.getTime() + s * 1000 + ms);
          for (const game of games) {
            const expected = fresh(game, at);
            openDraw(game, new Date(at.getTime() - ms), BANGKOK);
            expect(openDraw(game, at, BANGKOK), at.toISOString()).toEqual(expected);
          }
        }
  });
});
