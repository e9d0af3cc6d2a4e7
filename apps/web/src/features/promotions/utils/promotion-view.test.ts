import { describe, expect, it } from 'vitest';
import type { Promotion } from '@lotto/contract';
import {
  actionOf,
  dateRangeOf,
  formatPromotionDate,
  inCategory,
  listImageOf,
  marksRead,
  statusLabelShown,
} from './promotion-view';

const bangkok = [{ from: 0, minutes: 420 }];
const promo = (over: Partial<Promotion> = {}): Promotion => ({
  id: 1,
  announcementId: 1,
  title: 'x',
  content: '',
  startDate: Date.UTC(2026, 2, 1, 20, 0),
  endDate: Date.UTC(2026, 2, 31, 10, 0),
  noExpiry: 0,
  announcementImages: [
    { url: '/b.webp', sequence: 2 },
    { url: '/a.webp', sequence: 1 },
  ],
  promoAnnouncementCategoryIds: [3],
  read: false,
  status: 'join',
  kind: 'deposit_bonus',
  linkUrl: null,
  takesComment: false,
  ...over,
});

describe('the activity center view of a promotion', () => {
  it('writes dates DD/MM/YYYY in the merchant zone, or none for long term', () => {
    // 20:00 UTC is 03:00 the next day in Bangkok.
    expect(formatPromotionDate(Date.UTC(2026, 2, 1, 20, 0), bangkok)).toBe('02/03/2026');
    expect(dateRangeOf(promo(), bangkok)).toBe('02/03/2026 - 31/03/2026');
    expect(dateRangeOf(promo({ noExpiry: 1, endDate: null }), bangkok)).toBeNull();
  });

  it('shows the image of sequence 1 and filters by category', () => {
    expect(listImageOf(promo())).toBe('/a.webp');
    expect(listImageOf(promo({ announcementImages: [] }))).toBeNull();
    expect(inCategory(promo(), null)).toBe(true);
    expect(inCategory(promo(), 3)).toBe(true);
    expect(inCategory(promo(), 4)).toBe(false);
  });

  it('offers join and claim by status; information only has no action or label', () => {
    expect(actionOf(promo())).toBe('join');
    expect(actionOf(promo({ status: 'claim' }))).toBe('claim');
    expect(actionOf(promo({ status: 'applying' }))).toBeNull();
    expect(actionOf(promo({ kind: 'info' }))).toBeNull();
    expect(statusLabelShown(promo({ kind: 'info' }))).toBeNull();
    // §6 the REFERRAL promotion reads like information: its go-to button leads to the invite.
    expect(actionOf(promo({ kind: 'referral' }))).toBeNull();
    expect(statusLabelShown(promo({ kind: 'referral' }))).toBeNull();
    expect(statusLabelShown(promo({ kind: 'info', status: 'coming_soon' }))).toBe('coming_soon');
    expect(statusLabelShown(promo({ status: 'process' }))).toBe('process');
  });

  it('type 4 members and visitors do not mark read (§6)', () => {
    expect(marksRead(0, true)).toBe(true);
    expect(marksRead(null, true)).toBe(true);
    expect(marksRead(4, true)).toBe(false);
    expect(marksRead(0, false)).toBe(false);
  });
});
