import { describe, expect, it } from 'vitest';
import { demoSettings } from '@/testing/fixtures';
import {
  initialPopupOn,
  readFirstVisitClosed,
  recordFirstVisitClosed,
  showsFirstVisitPopup,
} from './first-visit';

describe('first-visit popup (§2.3)', () => {
  const base = {
    closedBefore: false,
    loggedIn: false,
    initialPopupOn: false,
    zeroBalance: undefined,
  };

  it('shows to a visitor until it was closed once', () => {
    expect(showsFirstVisitPopup(base)).toBe(true);
    expect(showsFirstVisitPopup({ ...base, closedBefore: true })).toBe(false);
  });

  it('shows to a member only with the initial-popup status on and a zero balance', () => {
    const member = { ...base, loggedIn: true };
    expect(showsFirstVisitPopup({ ...member, initialPopupOn: true, zeroBalance: true })).toBe(true);
    expect(showsFirstVisitPopup({ ...member, initialPopupOn: true, zeroBalance: false })).toBe(
      false,
    );
    expect(showsFirstVisitPopup({ ...member, initialPopupOn: false, zeroBalance: true })).toBe(
      false,
    );
    expect(showsFirstVisitPopup({ ...member, initialPopupOn: true, zeroBalance: undefined })).toBe(
      false,
    );
  });

  it('records its closing in local storage', () => {
    expect(readFirstVisitClosed()).toBe(false);
    recordFirstVisitClosed();
    expect(readFirstVisitClosed()).toBe(true);
  });

  it('reads the initial-popup status from the merchant settings, off until they load', () => {
    const pictures = { novice: {}, signIn: {}, deposit: {} };
    expect(initialPopupOn(undefined)).toBe(false);
    expect(initialPopupOn(demoSettings)).toBe(false);
    expect(
      initialPopupOn({ ...demoSettings, firstVisitPopup: { initialPopup: true, pictures } }),
    ).toBe(true);
  });
});
