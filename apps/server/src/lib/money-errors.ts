import { FieldIssueCode, type ErrorCode } from '@lotto/contract';
import { HttpError } from './http-error';

/**
 * A refusal naming its field, whose `message` is the §8 catalogue text of the code in the
 * caller's language (th and en), and whose field message is the contract's English.
 */
export const moneyFieldError = (field: string, code: ErrorCode, fieldMessage: string) =>
  new HttpError(code, '', {
    fields: { [field]: fieldMessage },
    fieldCodes: { [field]: { code: FieldIssueCode.invalid } },
  });
