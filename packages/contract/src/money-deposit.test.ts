import { describe, expect, it } from 'vitest';
import { createBankTransferDepositBody, MEMBER_REFERENCE_MAX } from './money-deposit';

const withNote = (memberReference: string) =>
  createBankTransferDepositBody.safeParse({
    amount: '500',
    memberReference,
    idempotencyKey: 'note-test-key-0001',
  }).success;

describe('a bank-transfer note', () => {
  it('takes what people write on a transfer', () => {
    for (const note of ['โอนเวลา 13:45', '#2', 'A, B', 'ขอบคุณครับ 🙏', '(KBANK) 50%', ''])
      expect(withNote(note), note).toBe(true);
  });

  it('refuses control characters and a note past its length', () => {
    for (const note of ['a\u0000b', 'line\nbreak', 'tab\there', 'x\u202ey'])
      expect(withNote(note), JSON.stringify(note)).toBe(false);
    expect(withNote('x'.repeat(MEMBER_REFERENCE_MAX))).toBe(true);
    expect(withNote('x'.repeat(MEMBER_REFERENCE_MAX + 1))).toBe(false);
  });
});
