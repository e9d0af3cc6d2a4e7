import type { ReminderPreferencesInput } from '@lotto/contract';

/** Issue 33: the reminders form as the sheet edits it. */
export interface ReminderForm {
  beforeClose: boolean;
  leadMinutes: number;
  results: boolean;
  quiet: boolean;
  quietStart: string;
  quietEnd: string;
}

/** The quiet hours offered when the member first turns them on (a night's sleep). */
export const DEFAULT_QUIET = { start: '22:00', end: '08:00' } as const;

/** What the server keeps: quiet hours only when on and not empty, the favourites as they are now. */
export const choicesOf = (
  form: ReminderForm,
  favouriteIds: readonly string[],
): ReminderPreferencesInput => {
  const quiet = form.quiet && form.quietStart !== form.quietEnd;
  return {
    beforeClose: form.beforeClose,
    leadMinutes: form.leadMinutes,
    results: form.results,
    quietStart: quiet ? form.quietStart : null,
    quietEnd: quiet ? form.quietEnd : null,
    gameIds: [...favouriteIds],
  };
};
