import { z } from 'zod';
import { bodyRecordId, epochMs, noValue, queryRecordId, recordId } from './fields';
import { text } from './input-bounds';
import { amountValue, idempotencyKey, moneyAmount } from './money-fields';
import { defineOperation } from './operation';
import {
  isPayeeName,
  PAYEE_NAME_MAX_LENGTH,
  PAYEE_NAME_MESSAGE,
  PAYEE_NAME_MIN_LENGTH,
} from './text-formats';

const tags = ['withdraw'];

/** §5 payee real name: every bank card's holder must carry it. */
export const payeeNameText = text('payeeName', 'payeeName is required')
  .trim()
  .min(PAYEE_NAME_MIN_LENGTH, `payeeName must be at least ${PAYEE_NAME_MIN_LENGTH} characters`)
  .max(PAYEE_NAME_MAX_LENGTH, `payeeName must be at most ${PAYEE_NAME_MAX_LENGTH} characters`)
  .refine(isPayeeName, PAYEE_NAME_MESSAGE);

/** Set once by the member; afterwards only support changes it (opsMemberSetPayeeName). */
export const payeeNameBody = z.object({ payeeName: payeeNameText }).meta({ id: 'PayeeNameBody' });
export type PayeeNameInput = z.input<typeof payeeNameBody>;

export const setPayeeName = defineOperation({
  operationId: 'setPayeeName',
  method: 'PUT',
  path: '/wps/member/info/payeename',
  summary: "Set the member's payee real name, once (§5, §7 info/payeename)",
  tags,
  auth: 'member',
  body: payeeNameBody,
  response: noValue,
});

export const bank = z
  .object({
    code: z.string().max(16),
    name: z.string().max(80),
    accountLengths: z.array(z.number().int().min(1).max(20)),
  })
  .meta({ id: 'Bank' });
export type Bank = z.infer<typeof bank>;

export const bankList = defineOperation({
  operationId: 'bankList',
  method: 'GET',
  path: '/wps/withdraw/banks',
  summary: "The merchant's banks a member may withdraw to (§7 bank list)",
  tags,
  auth: 'member',
  response: z.array(bank),
});

export const bankCard = z
  .object({
    id: recordId,
    bankCode: z.string().max(16),
    bankName: z.string().max(80),
    /** Only the last 4 digits are shown after the card is added. */
    accountNumberMasked: z.string().max(24),
    holderName: z.string().max(80),
    isDefault: z.boolean(),
    createdAt: epochMs,
  })
  .meta({ id: 'BankCard' });
export type BankCard = z.infer<typeof bankCard>;

export const bankCardsValue = z
  .object({ payeeName: z.string().max(80).nullable(), cards: z.array(bankCard) })
  .meta({ id: 'BankCards' });
export type BankCardsValue = z.infer<typeof bankCardsValue>;

export const bankCards = defineOperation({
  operationId: 'bankCards',
  method: 'GET',
  path: '/wps/member/bankCard',
  summary: "The member's bank cards, default first, and the payee real name (§7 bankCard)",
  tags,
  auth: 'member',
  response: bankCardsValue,
});

export const MAX_BANK_CARDS = 5;

export const addBankCardBody = z
  .object({
    bankCode: text('bankCode', 'bankCode is required')
      .min(1, 'bankCode is required')
      .max(16, 'bankCode must be at most 16 characters'),
    accountNumber: text('accountNumber', 'accountNumber is required').regex(
      /^\d{6,20}$/,
      'accountNumber must be 6-20 digits',
    ),
    holderName: text('holderName', 'holderName is required')
      .trim()
      .min(1, 'holderName is required')
      .max(80, 'holderName must be at most 80 characters'),
  })
  .meta({ id: 'AddBankCardBody' });
export type AddBankCardInput = z.input<typeof addBankCardBody>;

export const addBankCard = defineOperation({
  operationId: 'addBankCard',
  method: 'POST',
  path: '/wps/member/bankCard',
  summary:
    'Add a bank card; the holder must be the payee real name; a retry with the same Idempotency-Key gets the first answer (§5, §7 bankCard)',
  tags,
  auth: 'member',
  body: addBankCardBody,
  response: bankCard,
});

export const removeBankCard = defineOperation({
  operationId: 'removeBankCard',
  method: 'DELETE',
  path: '/wps/member/bankCard',
  summary: 'Remove one of the member’s bank cards (§7 bankCard)',
  tags,
  auth: 'member',
  query: z.object({ id: queryRecordId('id') }),
  response: noValue,
});

export const setDefaultBankCard = defineOperation({
  operationId: 'setDefaultBankCard',
  method: 'PUT',
  path: '/wps/member/bankCard/default',
  summary: 'Choose the default bank card (§7 bankCard)',
  tags,
  auth: 'member',
  body: z.object({ id: bodyRecordId('id') }).meta({ id: 'DefaultBankCardBody' }),
  response: noValue,
});

export const withdrawRulesValue = z
  .object({
    enabled: z.boolean(),
    currency: z.string().length(3),
    decimals: z.number().int().min(0).max(4),
    min: amountValue,
    max: amountValue,
    dailyCount: z.number().int(),
    dailyMax: amountValue,
    usedTodayCount: z.number().int(),
    usedTodayAmount: amountValue,
    /**
     * What the member may withdraw now: the cash less demo credit, and nothing while turnover is
     * still required (every withdrawal is refused until it is played).
     */
    balance: amountValue,
    /** All the member's cash, withdrawable or not. */
    cash: amountValue,
    /** Demo credit within the cash: playable, never paid out. */
    demoCreditHeld: amountValue,
    /** Turnover still to play before a withdrawal, and how much of it is done (progress). */
    turnoverRequired: amountValue,
    turnoverDone: amountValue,
    hasPaymentPassword: z.boolean(),
  })
  .meta({ id: 'WithdrawRules' });
export type WithdrawRulesValue = z.infer<typeof withdrawRulesValue>;

export const withdrawRules = defineOperation({
  operationId: 'withdrawRules',
  method: 'GET',
  path: '/wps/withdraw/rules',
  summary: 'Withdraw limits, what is used today and the turnover still required (§2.1 /m/withdraw)',
  tags,
  auth: 'member',
  response: withdrawRulesValue,
});

export const WithdrawalState = {
  pending: 'pending',
  approved: 'approved',
  paid: 'paid',
  rejected: 'rejected',
} as const;
export type WithdrawalState = (typeof WithdrawalState)[keyof typeof WithdrawalState];

export const withdrawal = z
  .object({
    id: recordId,
    amount: amountValue,
    state: z.enum(WithdrawalState),
    bankCode: z.string().max(16),
    accountNumberMasked: z.string().max(24),
    createdAt: epochMs,
    decidedAt: epochMs.nullable(),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof withdrawal>;

export const requestWithdrawBody = z
  .object({
    amount: moneyAmount(),
    bankCardId: bodyRecordId('bankCardId'),
    paymentPassword: text('paymentPassword', 'paymentPassword is required').regex(
      /^\d{6}$/,
      'paymentPassword must be 6 digits',
    ),
    idempotencyKey,
  })
  .meta({ id: 'RequestWithdrawBody' });
export type RequestWithdrawInput = z.input<typeof requestWithdrawBody>;

export const requestWithdraw = defineOperation({
  operationId: 'requestWithdraw',
  method: 'POST',
  path: '/wps/withdraw',
  summary: 'Ask to withdraw: the amount moves to the hold account at once (§1, /m/withdraw)',
  tags,
  auth: 'member',
  body: requestWithdrawBody,
  response: withdrawal,
});

export const withdrawals = defineOperation({
  operationId: 'withdrawals',
  method: 'GET',
  path: '/wps/withdraw/list',
  summary: "The member's latest withdrawals, newest first (§1 withdraw)",
  tags,
  auth: 'member',
  response: z.array(withdrawal),
});
