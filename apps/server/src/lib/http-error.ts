import { ErrorCode, errorStatus, FieldIssueCode, type FieldIssue } from '@lotto/contract';

/**
 * A failure that reaches the caller as the envelope with an honest status. Without a message the
 * §8 catalogue text for the code is sent, in the caller's language.
 */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message = '',
    readonly value: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}

/** A 400 naming one field, as schema failures do. */
export const fieldError = (
  field: string,
  message: string,
  code: ErrorCode = ErrorCode.BAD_REQUEST,
  issue: FieldIssue = { code: FieldIssueCode.invalid },
) =>
  new HttpError(code, `${field}: ${message}`, {
    fields: { [field]: message },
    fieldCodes: { [field]: issue },
  });

export const notFound = (message = '') => new HttpError(ErrorCode.NOT_FOUND, message);
