import { z } from 'zod';
import { SLIP_MAX_BYTES, SLIP_MAX_COUNT } from './constants';
import { bodyRecordId, epochMs, queryRecordId, recordId } from './fields';
import { text } from './input-bounds';
import { amountValue, idempotencyKey, moneyAmount } from './money-fields';
import { defineOperation } from './operation';

const tags = ['deposit'];

export const DepositMethod = {
  promptPay: 'promptPay',
  bankTransfer: 'bankTransfer',
  gateway: 'gateway',
} as const;
export type DepositMethod = (typeof DepositMethod)[keyof typeof DepositMethod];

export const DepositState = {
  pending: 'pending',
  credited: 'credited',
  rejected: 'rejected',
  expired: 'expired',
} as const;
export type DepositState = (typeof DepositState)[keyof typeof DepositState];

const methodLimits = {
  min: amountValue,
  max: amountValue,
  dailyMax: amountValue,
  usedToday: amountValue,
};

export const depositMethodsValue = z
  .object({
    currency: z.string().length(3),
    decimals: z.number().int().min(0).max(4),
    methods: z.array(
      z.object({
        method: z.enum(DepositMethod),
        ...methodLimits,
        /** Bank transfer: the merchant's accounts to pay into. */
        accounts: z.array(
          z.object({
            bankCode: z.string().max(16),
            bankName: z.string().max(80),
            accountNumber: z.string().max(20),
            accountName: z.string().max(80),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'DepositMethods' });
export type DepositMethodsValue = z.infer<typeof depositMethodsValue>;

export const depositMethods = defineOperation({
  operationId: 'depositMethods',
  method: 'GET',
  path: '/wps/deposit/methods',
  summary: "The merchant's deposit methods with their limits (§2.1 /m/voucherCenter)",
  tags,
  auth: 'member',
  response: depositMethodsValue,
});

export const deposit = z
  .object({
    id: recordId,
    method: z.enum(DepositMethod),
    /** What the member asked for. */
    requestedAmount: amountValue,
    /**
     * What to transfer: the asked amount plus a satang fraction that tells it apart (0.01–0.99,
     * wider only when all of those are pending for other requests); never below requestedAmount.
     */
    amount: amountValue,
    state: z.enum(DepositState),
    reference: z.string().max(32),
    /** PromptPay: the EMVCo payload and the QR code drawn from it, as an SVG document. */
    qrPayload: z.string().max(512).nullable(),
    qrSvg: z.string().max(100_000).nullable(),
    payeeAccountName: z.string().max(80).nullable(),
    /** Payment gateway: the gateway's payment page the app opens while the deposit is pending. */
    payUrl: z.string().max(512).nullable(),
    /** Bank transfer: the slips attached so far (0 for the other methods). */
    slips: z.number().int().min(0).max(SLIP_MAX_COUNT),
    createdAt: epochMs,
    expiresAt: epochMs,
    decidedAt: epochMs.nullable(),
  })
  .meta({ id: 'Deposit' });
export type Deposit = z.infer<typeof deposit>;

export const createPromptPayDepositBody = z
  .object({ amount: moneyAmount(), idempotencyKey })
  .meta({ id: 'PromptPayDepositBody' });
export type PromptPayDepositInput = z.input<typeof createPromptPayDepositBody>;

export const createPromptPayDeposit = defineOperation({
  operationId: 'createPromptPayDeposit',
  method: 'POST',
  path: '/wps/deposit/promptpay',
  summary: 'Ask to deposit by PromptPay QR: the exact amount to transfer and its QR (§1)',
  tags,
  auth: 'member',
  body: createPromptPayDepositBody,
  response: deposit,
});

export const depositStatus = defineOperation({
  operationId: 'depositStatus',
  method: 'GET',
  path: '/wps/deposit',
  summary: 'One of the member’s deposits, polled while it is pending (§1 deposit)',
  tags,
  auth: 'member',
  query: z.object({ id: queryRecordId('id') }),
  response: deposit,
});

/**
 * The member's deposits still waiting (pending and not expired), newest first: the deposit page
 * shows them again after a reload, so a QR the player left is never lost or asked for twice.
 */
export const pendingDeposits = defineOperation({
  operationId: 'pendingDeposits',
  method: 'GET',
  path: '/wps/deposit/pending',
  summary: 'The member’s live pending deposits, newest first (§1 deposit, /m/voucherCenter)',
  tags,
  auth: 'member',
  response: z.array(deposit),
});

export const SLIP_DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;
const SLIP_DATA_URL_MAX = 'data:image/jpeg;base64,'.length + Math.ceil(SLIP_MAX_BYTES / 3) * 4;

/** The longest note a member may write on a bank-transfer deposit (UTF-16 units, as inputs count). */
export const MEMBER_REFERENCE_MAX = 64;

export const createBankTransferDepositBody = z
  .object({
    amount: moneyAmount(),
    /**
     * What the member wrote on the transfer, to match it, as people write it ("โอนเวลา 13:45",
     * "#2", an emoji): any printable text, no control characters, kept and shown as plain text.
     */
    memberReference: text('memberReference', 'memberReference is required').max(
      MEMBER_REFERENCE_MAX,
      `memberReference must be at most ${MEMBER_REFERENCE_MAX} characters`,
    ),
    idempotencyKey,
  })
  .meta({ id: 'BankTransferDepositBody' });
export type BankTransferDepositInput = z.input<typeof createBankTransferDepositBody>;

export const createBankTransferDeposit = defineOperation({
  operationId: 'createBankTransferDeposit',
  method: 'POST',
  path: '/wps/deposit/manual',
  summary:
    'Ask to deposit by bank transfer; finance approves it with its slips (§7 manual transfer)',
  tags,
  auth: 'member',
  body: createBankTransferDepositBody,
  response: deposit,
});

export const uploadDepositSlipBody = z
  .object({
    depositId: bodyRecordId('depositId'),
    /** The image as a data URL (what a browser's FileReader gives): png or jpg, under 5 MB. */
    data: z
      .string({ error: 'slip is required' })
      .max(SLIP_DATA_URL_MAX, 'slip must be under 5 MB')
      .regex(SLIP_DATA_URL, 'slip must be a png or jpg image'),
  })
  .meta({ id: 'UploadDepositSlipBody' });
export type UploadDepositSlipInput = z.input<typeof uploadDepositSlipBody>;

export const uploadDepositSlip = defineOperation({
  operationId: 'uploadDepositSlip',
  method: 'POST',
  path: '/wps/deposit/slip',
  summary: 'Attach a transfer slip to a pending bank-transfer deposit (§5 images, at most 3)',
  tags,
  auth: 'member',
  body: uploadDepositSlipBody,
  response: z.object({ slips: z.number().int().min(0).max(SLIP_MAX_COUNT) }),
});

export const demoMatchTransferBody = z
  .object({ amount: moneyAmount() })
  .meta({ id: 'DemoMatchTransferBody' });

/**
 * Development only: a PromptPay transfer of exactly this amount arrived at the merchant's account.
 * The pending request carrying that amount is credited; the bank feed takes its place in production.
 */
export const demoMatchTransfer = defineOperation({
  operationId: 'demoMatchTransfer',
  method: 'POST',
  path: '/dev/deposit/promptpay/transfer',
  summary: 'Mark a PromptPay transfer as received (development only, the demo matching)',
  tags: ['development'],
  auth: 'none',
  body: demoMatchTransferBody,
  response: z.object({ depositId: recordId.nullable() }),
});
