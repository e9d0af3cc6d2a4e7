import { ErrorCode, FieldIssueCode } from '@lotto/contract';
import { fieldError } from '../../lib/http-error';
import { localDateOf } from '../../lib/local-date';

const EARLIEST_BIRTH_YEAR = 1900;

/** Full years from `born` to `today` (the birthday itself counts). */
const ageOn = (born: { y: number; m: number; d: number }, today: typeof born) =>
  today.y - born.y - (today.m < born.m || (today.m === born.m && today.d < born.d) ? 1 : 0);

const dateParts = (text: string) => {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d
    ? { y, m, d }
    : null;
};

/** The date of birth is a real date and at least `minimumAge` years before today, or a 400. */
export function checkDateOfBirth(
  text: string,
  minimumAge: number,
  timeZone: string,
  now: Date,
  field = 'dateOfBirth',
) {
  const born = dateParts(text);
  const today = dateParts(localDateOf(now, timeZone));
  if (!born || !today || born.y < EARLIEST_BIRTH_YEAR || ageOn(born, today) < 0)
    throw fieldError(field, `${field} is not a valid date`, ErrorCode.BAD_REQUEST, {
      code: FieldIssueCode.format,
    });
  if (ageOn(born, today) < minimumAge)
    throw fieldError(
      field,
      `at least ${minimumAge} years of age are required`,
      ErrorCode.BAD_REQUEST,
      { code: FieldIssueCode.too_young, params: { min: minimumAge } },
    );
}
