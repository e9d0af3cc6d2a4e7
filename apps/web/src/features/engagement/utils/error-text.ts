import type { Translate } from '@/lib/use-translation';
import { ApiError } from '@/lib/api-client';
import { refusalOf } from '@/lib/refusal';

/** The reasons the engagement calls name in `fieldCodes.<field>.params.reason`. */
const KNOWN_REASONS = new Set([
  'already_signed_in',
  'task_not_done',
  'task_claimed',
  'task_off',
  'not_enough_points',
  'out_of_stock',
  'no_such_item',
]);

/** A refusal in the player's language: the field's reason when known, else the app's own text. */
export const engagementErrorText = (error: unknown, t: Translate): string => {
  if (!(error instanceof ApiError)) return t('engagement.error.unknown');
  const codes = (error.value as { fieldCodes?: Record<string, { params?: { reason?: unknown } }> })
    ?.fieldCodes;
  for (const issue of Object.values(codes ?? {})) {
    const reason = issue.params?.reason;
    if (typeof reason === 'string' && KNOWN_REASONS.has(reason))
      return t(`engagement.error.${reason}`);
  }
  return refusalOf(error).message;
};
