import { describe, expect, it } from 'vitest';
import { bonusOf, claimRefusal, displayStatus, joinRefusal, periodOf } from './promotion-state';

const DAY = 86_400_000;
const start = new Date('2026-03-01T00:00:00Z');
const p = { startAt: start, endAt: new Date(start.getTime() + 10 * DAY), noExpiry: false };
const at = (days: number) => new Date(start.getTime() + days * DAY);
const rule = {
  kind: 'deposit_bonus' as const,
  review: true,
  memberTypes: [0, 1, 2],
  firstDepositOnly: false,
  periodDays: null,
  takesComment: false,
  rateBp: 5_000,
  capUnits: 100n,
  rewardUnits: null,
};
const member = { customerType: 0, isTrial: false };

describe('the §2.11 state machine', () => {
  it('shows coming soon, join, applying, joined, claim, process and close by time and entry', () => {
    expect(displayStatus(p, rule, null, at(-1))).toBe('coming_soon');
    expect(displayStatus(p, rule, null, at(1))).toBe('join');
    expect(displayStatus(p, rule, { status: 'applying', depositUnits: null }, at(1))).toBe(
      'applying',
    );
    expect(displayStatus(p, rule, { status: 'joined', depositUnits: null }, at(1))).toBe('joined');
    expect(displayStatus(p, rule, { status: 'joined', depositUnits: 10n }, at(1))).toBe('claim');
    expect(displayStatus(p, rule, { status: 'process', depositUnits: 10n }, at(1))).toBe('process');
    expect(displayStatus(p, rule, { status: 'rejected', depositUnits: null }, at(1))).toBe(
      'rejected',
    );
    expect(displayStatus(p, rule, null, at(10))).toBe('close');
    expect(displayStatus(p, rule, { status: 'joined', depositUnits: 10n }, at(11))).toBe('close');
    expect(displayStatus(p, rule, { status: 'issued', depositUnits: 10n }, at(11))).toBe('issued');
    expect(displayStatus({ ...p, endAt: null, noExpiry: true }, rule, null, at(999))).toBe('join');
  });

  it('refuses a join before the start, after the end, twice, for a type or a depositor', () => {
    expect(joinRefusal(p, rule, member, null, false, at(-1))).toBe('not_started');
    expect(joinRefusal(p, rule, member, null, false, at(10))).toBe('ended');
    expect(
      joinRefusal(p, rule, member, { status: 'rejected', depositUnits: null }, false, at(1)),
    ).toBe('already_joined');
    expect(joinRefusal(p, rule, { customerType: 4, isTrial: false }, null, false, at(1))).toBe(
      'not_eligible_type',
    );
    expect(joinRefusal(p, { ...rule, firstDepositOnly: true }, member, null, true, at(1))).toBe(
      'not_first_deposit',
    );
    expect(joinRefusal(p, { ...rule, kind: 'info' }, member, null, false, at(1))).toBe('info_only');
    expect(joinRefusal(p, { ...rule, kind: 'referral' }, member, null, false, at(1))).toBe(
      'info_only',
    );
    expect(joinRefusal(p, rule, member, null, false, at(1))).toBeNull();
  });

  it('refuses a claim until joined and claimable, and once claimed', () => {
    expect(claimRefusal(p, rule, null, at(1))).toBe('not_joined');
    expect(claimRefusal(p, rule, { status: 'applying', depositUnits: null }, at(1))).toBe(
      'not_joined',
    );
    expect(claimRefusal(p, rule, { status: 'joined', depositUnits: null }, at(1))).toBe(
      'not_claimable',
    );
    expect(claimRefusal(p, rule, { status: 'joined', depositUnits: 1n }, at(1))).toBeNull();
    expect(claimRefusal(p, rule, { status: 'process', depositUnits: 1n }, at(1))).toBe(
      'already_claimed',
    );
    expect(claimRefusal(p, rule, { status: 'joined', depositUnits: 1n }, at(10))).toBe('ended');
  });

  it('numbers periods from the start and caps the bonus', () => {
    expect(periodOf(p, { ...rule, periodDays: 7 }, at(6.9))).toBe(0);
    expect(periodOf(p, { ...rule, periodDays: 7 }, at(7))).toBe(1);
    expect(periodOf(p, rule, at(9))).toBe(0);
    expect(bonusOf(rule, 150n)).toBe(75n);
    expect(bonusOf(rule, 1_000n)).toBe(100n);
    expect(bonusOf({ ...rule, capUnits: null }, 1_000n)).toBe(500n);
    expect(bonusOf({ ...rule, kind: 'reward', rewardUnits: 7n }, 0n)).toBe(7n);
  });
});
