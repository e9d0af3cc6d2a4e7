import { describe, expect, it } from 'vitest';
import { reminderPreferencesBody } from '@lotto/contract';
import { choicesOf } from './reminder-form';
import { markReminders, remindersOnFor } from './reminder-sync';

const form = {
  beforeClose: true,
  leadMinutes: 15,
  results: false,
  quiet: true,
  quietStart: '22:00',
  quietEnd: '08:00',
};

describe('the reminders form (issue 33)', () => {
  it('sends quiet hours only when they are on, with the favourites of now', () => {
    const on = choicesOf(form, ['104', '201']);
    expect(on).toEqual({
      beforeClose: true,
      leadMinutes: 15,
      results: false,
      quietStart: '22:00',
      quietEnd: '08:00',
      gameIds: ['104', '201'],
    });
    expect(reminderPreferencesBody.safeParse(on).success).toBe(true);
    const off = choicesOf({ ...form, quiet: false }, []);
    expect([off.quietStart, off.quietEnd]).toEqual([null, null]);
    expect(reminderPreferencesBody.safeParse(off).success).toBe(true);
    // From 22:00 to 22:00 is no quiet hours at all.
    expect(choicesOf({ ...form, quietEnd: '22:00' }, []).quietStart).toBeNull();
  });

  it('remembers per user name whether this device turned reminders on', () => {
    localStorage.clear();
    expect(remindersOnFor('alice')).toBe(false);
    markReminders('alice', true);
    markReminders('bob', true);
    markReminders('bob', false);
    expect(remindersOnFor('alice')).toBe(true);
    expect(remindersOnFor('bob')).toBe(false);
    localStorage.setItem('drawReminders', '{broken');
    expect(remindersOnFor('alice')).toBe(false);
  });
});
