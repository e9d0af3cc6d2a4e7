import { FieldIssueCode } from '@lotto/contract';
import type { FieldIssue } from '@lotto/contract';
import { fieldIssueKeys } from '@/lib/refusal';
import type { Translate } from '@/lib/use-translation';

/** §5 "phone numbers of {0} digits" ({digits} here). */
export const MOBILE_DIGITS_KEY = 'validation.mobile_digits';

/**
 * The message under a field the server refused, in the player's language: the form's
 * own format message for the field when it has one, else a general one with the rule's numbers.
 * A locale key is returned where no number is needed, so the text follows a language switch.
 */
export const fieldIssueMessage = (
  t: Translate,
  issue: FieldIssue,
  formatKey: string | undefined,
): string => {
  switch (issue.code) {
    case FieldIssueCode.required:
      return 'validation.required';
    case FieldIssueCode.too_short:
      return formatKey ?? t('validation.too_short', { min: issue.params?.min ?? '' });
    case FieldIssueCode.too_long:
      return formatKey ?? t('validation.too_long', { max: issue.params?.max ?? '' });
    case FieldIssueCode.digits:
      return t(MOBILE_DIGITS_KEY, { digits: issue.params?.digits ?? '' });
    case FieldIssueCode.mismatch:
      return 'validation.confirm_mismatch';
    case FieldIssueCode.format:
      return formatKey ?? 'validation.format';
    case FieldIssueCode.invalid:
      return formatKey ?? 'validation.invalid';
    default:
      // A number's range, a list's length, a web address, a choice: the rule with its numbers.
      return formatKey ?? t(fieldIssueKeys[issue.code], { ...issue.params });
  }
};
