import { ErrorCode, FieldIssueCode, type FieldIssue } from '@lotto/contract';
import { i18nProvider } from './i18n-provider';

/** What the server sent with a refusal: its envelope's code, message and field texts. */
export interface ServerRefusal {
  status: number;
  code?: string;
  message?: string;
  fields?: Record<string, string>;
  fieldCodes?: Record<string, FieldIssue>;
}

const codes = new Set<string>(Object.values(ErrorCode));
const issueCodes = new Set<string>(Object.values(FieldIssueCode));

/** The locale key of an error code the console knows (every code of the contract's catalogue). */
export const codeKey = (code: string | undefined) =>
  code && codes.has(code) ? `console.errors.codes.${code}` : null;

/** The locale key of a field's refusal, by its issue code. */
export const fieldIssueKey = (issue: FieldIssue | undefined) =>
  issue && issueCodes.has(issue.code) ? `console.errors.fields.${issue.code}` : null;

/**
 * A field's refusal in the operator's language: the console's own text for its issue code, in
 * English too (the server's field text is zod's default English for a schema failure: "Too big:
 * expected string to have <=64 characters"). Only the generic `invalid` keeps the server's English
 * words for an English operator, where they are more precise than the code; in Thai a generic
 * field of a refusal with its own code (NOT_FOUND, CONFLICT …) reads that code's text.
 */
export const fieldWords = (text: string, issue: FieldIssue | undefined, code?: string) => {
  const { translate, getLocale } = i18nProvider;
  const key = fieldIssueKey(issue);
  const generic = issue?.code === FieldIssueCode.invalid;
  if (!key || (getLocale() === 'en' && generic)) return text;
  const named = code === ErrorCode.BAD_REQUEST ? null : codeKey(code);
  return generic && named ? translate(named) : translate(key, issue?.params ?? {});
};

/**
 * A refusal in the operator's language. The server words ops refusals in English, and more
 * precisely than a code says ("username: is not an agent of this merchant"), so English keeps
 * the server's message; any other language reads the code's text from the locale file (the code
 * table). Each field reads as `fieldWords` says. The server's English shows only for a code the
 * console does not know, and never a body that was not an envelope.
 */
export function refusalWords(refusal: ServerRefusal): {
  message: string;
  fields?: Record<string, string>;
} {
  const { translate, getLocale } = i18nProvider;
  const english = getLocale() === 'en';
  const failed = () =>
    refusal.status
      ? translate('console.errors.request_failed_status', { status: refusal.status })
      : translate('console.errors.request_failed');
  const fields = refusal.fields
    ? Object.fromEntries(
        Object.entries(refusal.fields).map(([field, text]) => [
          field,
          fieldWords(text, refusal.fieldCodes?.[field], refusal.code),
        ]),
      )
    : undefined;
  const key = codeKey(refusal.code);
  const serverMessage = refusal.message?.trim() || '';
  const message =
    english && serverMessage ? serverMessage : key ? translate(key) : serverMessage || failed();
  return { message, fields };
}

/** A failure without a server answer (no network, a page error) in the operator's language. */
export const requestFailed = () => i18nProvider.translate('console.errors.request_failed');
