import { describe, expect, it } from 'vitest';
import { FieldIssueCode } from '@lotto/contract';
import en from '@/locales/en.json';
import th from '@/locales/th.json';
import { fieldIssueMessage } from './field-issue-text';

const translator =
  (messages: Record<string, string>) => (key: string, values?: Record<string, unknown>) =>
    (messages[key] ?? key).replace(/\{(\w+)\}/g, (w, n: string) =>
      values && n in values ? String(values[n]) : w,
    );

describe('§5 the server refusing a number of the wrong length', () => {
  it("reads with the merchant's digit count, in Thai and English", () => {
    const issue = { code: FieldIssueCode.digits, params: { digits: 10 } };
    expect(fieldIssueMessage(translator(th), issue, 'validation.mobile_format')).toBe(
      'หมายเลขโทรศัพท์ต้องมี 10 หลัก',
    );
    expect(fieldIssueMessage(translator(en), issue, 'validation.mobile_format')).toBe(
      'Phone numbers have 10 digits',
    );
  });
});

describe("the server refusing a number's range or a web address", () => {
  it('reads with the rule and its figures where the form has no text of its own', () => {
    const max = { code: FieldIssueCode.max_value, params: { max: 100 } };
    expect(fieldIssueMessage(translator(th), max, undefined)).toBe('ต้องไม่เกิน 100');
    expect(fieldIssueMessage(translator(en), max, undefined)).toBe('Enter 100 or less');
    expect(fieldIssueMessage(translator(en), { code: FieldIssueCode.url }, undefined)).toBe(
      'Enter a web address (https://…)',
    );
    expect(fieldIssueMessage(translator(en), max, 'validation.format')).toBe('validation.format');
  });
});
