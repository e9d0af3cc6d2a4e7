import { describe, expect, it } from 'vitest';
import { payeeNameText } from './money-withdraw';
import { isValidPayeeName } from './text-formats';

describe('isValidPayeeName', () => {
  it("agrees with the contract's payee-name schema, without zod", () => {
    const names = [
      'สมชาย ใจดี',
      'Nguyễn Văn A',
      "O'Brien",
      '  Anna  ',
      'A',
      ' A ',
      '',
      'John3',
      'x'.repeat(80),
      'x'.repeat(81),
      'Mary-Jane Smith.',
      '王小明',
    ];
    for (const name of names)
      expect(isValidPayeeName(name), name).toBe(payeeNameText.safeParse(name).success);
  });
});
