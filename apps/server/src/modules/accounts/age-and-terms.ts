import { FieldIssueCode, type FieldIssue, type MerchantConfig } from '@lotto/contract';
import { HttpError } from '../../lib/http-error';
import { ErrorCode } from '@lotto/contract';
import { zoneOffsetMs } from '../../lib/time-zone';

/** No member was born before this year (a typo such as 0990 is refused as a date). */
const EARLIEST_BIRTH_YEAR = 1900;

/** The merchant's calendar date now: y, m (1-12), d. */
function merchantToday(timeZone: string, now: Date) {
  const wall = new Date(now.getTime() + zoneOffsetMs(now.getTime(), timeZone));
  return { y: wall.getUTCFullYear(), m: wall.getUTCMonth() + 1, d: wall.getUTCDate() };
}

/** A real calendar date of YYYY-MM-DD (2001-02-30 is not), or null. */
function parseDate(text: string) {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** Full years from `born` to `today` (the birthday itself counts). */
export function ageOn(born: { y: number; m: number; d: number }, today: typeof born): number {
  const beforeBirthday = today.m < born.m || (today.m === born.m && today.d < born.d);
  return today.y - born.y - (beforeBirthday ? 1 : 0);
}

/**
 * §5: before an account is created, the terms are agreed to and, where the merchant
 * asks an age (register.minimumAge above 0), the birth date is at least that many years ago in
 * the merchant's calendar. Both fields' problems are answered at once.
 */
export function checkAgeAndTerms(
  merchant: MerchantConfig,
  body: { birthDate?: string | undefined; agreeTerms?: boolean | undefined },
  now: Date,
): void {
  const fields: Record<string, string> = {};
  const fieldCodes: Record<string, FieldIssue> = {};
  const refuse = (field: string, message: string, issue: FieldIssue) => {
    fields[field] = message;
    fieldCodes[field] = issue;
  };
  if (body.agreeTerms !== true)
    refuse('agreeTerms', 'agreeTerms: the terms must be agreed to', {
      code: FieldIssueCode.required,
    });
  const minimumAge = merchant.register.minimumAge;
  if (body.birthDate) {
    const born = parseDate(body.birthDate);
    const today = merchantToday(merchant.timeZone, now);
    if (!born || born.y < EARLIEST_BIRTH_YEAR || ageOn(born, today) < 0)
      refuse('birthDate', 'birthDate is not a valid date', { code: FieldIssueCode.format });
    else if (ageOn(born, today) < minimumAge)
      refuse('birthDate', `birthDate: at least ${minimumAge} years of age are required`, {
        code: FieldIssueCode.too_young,
        params: { min: minimumAge },
      });
  } else if (minimumAge > 0) {
    refuse('birthDate', 'birthDate is required', { code: FieldIssueCode.required });
  }
  if (Object.keys(fields).length > 0)
    throw new HttpError(ErrorCode.BAD_REQUEST, '', { fields, fieldCodes });
}
