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
 * A refusal in the operator's language. The server words ops refusals in English, and more
 * precisely than a code says ("username: is not an agent of this merchant"), so English keeps
 * the server's words; any other language reads the code's text from the locale file (the code
 * table, and each field's issue code). The server's English shows only for a code the console
 * does not know, and never a body that was not an envelope.
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
        Object.entries(refusal.fields).map(([field, text]) => {
          const issue = refusal.fieldCodes?.[field];
          const key = fieldIssueKey(issue);
          return [field, english || !key ? text : translate(key, issue?.params ?? {})];
        }),
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
