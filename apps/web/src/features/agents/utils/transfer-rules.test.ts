import { describe, expect, it } from 'vitest';
import { transferProblems } from './transfer-rules';

describe('the agent transfer form rules (issue 32)', () => {
  const ok = { amount: '25.50', paymentPassword: '135790' };

  it('passes a positive amount within the decimals and a six-digit password', () => {
    expect(transferProblems(ok, 2)).toEqual({});
    expect(transferProblems({ ...ok, amount: ' 100 ' }, 0)).toEqual({});
  });

  it('names the amount: missing, not positive, not a number, too many decimals', () => {
    expect(transferProblems({ ...ok, amount: '' }, 2).amount).toBe(
      'agents.transfer_amount_required',
    );
    for (const amount of ['0', '0.00', '-5', 'abc', '1e3', '01'])
      expect(transferProblems({ ...ok, amount }, 2).amount, amount).toBe(
        'agents.transfer_amount_positive',
      );
    expect(transferProblems({ ...ok, amount: '1.005' }, 2).amount).toBe(
      'agents.transfer_amount_decimals',
    );
    expect(transferProblems({ ...ok, amount: '1.5' }, 0).amount).toBe(
      'agents.transfer_amount_decimals',
    );
  });

  it('names the payment password: missing or not six digits', () => {
    expect(transferProblems({ ...ok, paymentPassword: '' }, 2)).toEqual({
      paymentPassword: 'agents.transfer_password_required',
    });
    for (const paymentPassword of ['12345', '1234567', 'abcdef'])
      expect(transferProblems({ ...ok, paymentPassword }, 2).paymentPassword).toBe(
        'agents.transfer_password_format',
      );
  });
});
