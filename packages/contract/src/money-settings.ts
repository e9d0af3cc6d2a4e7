import { z } from 'zod';
import { Language } from './enums';

/** A decimal amount in the merchant's currency, as the merchant file writes it. */
const amount = z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, 'must be a decimal string like 100.00');

/** A bank members withdraw to and merchants receive at; account numbers have these lengths. */
export const bankSetting = z.object({
  code: z.string().regex(/^[A-Z0-9_]{2,16}$/, 'must be 2-16 capitals, digits or _'),
  name: z.string().min(1).max(80),
  /** The name in the players' languages; `name` stands in for a language not given. */
  names: z.partialRecord(z.enum(Language), z.string().min(1).max(80)).optional(),
  accountLengths: z.array(z.number().int().min(6).max(20)).min(1),
});
export type BankSetting = z.infer<typeof bankSetting>;

/** A bank's name as a player reads it: in their language where the merchant gives one. */
export const bankNameIn = (bank: BankSetting, language: Language): string =>
  bank.names?.[language] ?? bank.name;

/** Minimum and maximum per deposit, and the most a member may deposit by it per day. */
const limits = { min: amount, max: amount, dailyMax: amount };

export const promptPaySetting = z.object({
  enabled: z.boolean(),
  /** The merchant's PromptPay id: a 10-digit mobile number or a 13-digit tax id. */
  promptPayId: z.string().regex(/^(\d{10}|\d{13})$/, 'must be a 10-digit mobile or 13-digit id'),
  accountName: z.string().min(1).max(80),
  /** Minutes until an unpaid request expires. */
  expiryMinutes: z.number().int().min(1).max(120),
  ...limits,
});

export const bankTransferSetting = z.object({
  enabled: z.boolean(),
  accounts: z.array(
    z.object({
      bankCode: bankSetting.shape.code,
      accountNumber: z.string().regex(/^\d{6,20}$/, 'must be 6-20 digits'),
      accountName: z.string().min(1).max(80),
    }),
  ),
  ...limits,
});

/** A payment gateway: the adapter that takes the payment, with its limits. */
export const gatewaySetting = z.object({
  enabled: z.boolean(),
  /** The adapter: `demo` is the built-in demo gateway; real gateways add their own codes. */
  gateway: z.enum(['demo']),
  /** Minutes the gateway's payment page stays payable. */
  expiryMinutes: z.number().int().min(1).max(120),
  ...limits,
});

export const withdrawSetting = z.object({
  enabled: z.boolean(),
  min: amount,
  max: amount,
  dailyCount: z.number().int().min(1).max(1000),
  dailyMax: amount,
  /** Each deposit must be played through this percentage of itself before a withdrawal. */
  depositTurnoverPercent: z.number().int().min(0).max(10_000).default(0),
});

/** Issue 32: an agent's transfers to its team, per transfer and a day's total per agent. */
export const agentTransferSetting = z.object({ min: amount, max: amount, dailyMax: amount });
export type AgentTransferSetting = z.infer<typeof agentTransferSetting>;

/** A merchant file without a `money` block gets these; a real merchant writes its own. */
export const DEFAULT_MONEY_SETTINGS = {
  banks: [
    {
      code: 'KBANK',
      name: 'Kasikornbank',
      names: {
        th: 'ธนาคารกสิกรไทย',
        en: 'Kasikornbank',
        cn: '开泰银行',
        ja: 'カシコン銀行',
        vi: 'Ngân hàng Kasikorn',
        id: 'Bank Kasikorn',
      },
      accountLengths: [10],
    },
    {
      code: 'SCB',
      name: 'Siam Commercial Bank',
      names: {
        th: 'ธนาคารไทยพาณิชย์',
        en: 'Siam Commercial Bank',
        cn: '暹罗商业银行',
        ja: 'サイアム商業銀行',
        vi: 'Ngân hàng Thương mại Siam',
        id: 'Bank Komersial Siam',
      },
      accountLengths: [10],
    },
    {
      code: 'BBL',
      name: 'Bangkok Bank',
      names: {
        th: 'ธนาคารกรุงเทพ',
        en: 'Bangkok Bank',
        cn: '盘谷银行',
        ja: 'バンコック銀行',
        vi: 'Ngân hàng Bangkok',
        id: 'Bank Bangkok',
      },
      accountLengths: [10],
    },
    {
      code: 'KTB',
      name: 'Krungthai Bank',
      names: {
        th: 'ธนาคารกรุงไทย',
        en: 'Krungthai Bank',
        cn: '泰京银行',
        ja: 'クルンタイ銀行',
        vi: 'Ngân hàng Krungthai',
        id: 'Bank Krungthai',
      },
      accountLengths: [10],
    },
    {
      code: 'BAY',
      name: 'Bank of Ayudhya (Krungsri)',
      names: {
        th: 'ธนาคารกรุงศรีอยุธยา',
        en: 'Bank of Ayudhya (Krungsri)',
        cn: '大城银行',
        ja: 'アユタヤ銀行（クルンシィ）',
        vi: 'Ngân hàng Ayudhya (Krungsri)',
        id: 'Bank Ayudhya (Krungsri)',
      },
      accountLengths: [10],
    },
    {
      code: 'GSB',
      name: 'Government Savings Bank',
      names: {
        th: 'ธนาคารออมสิน',
        en: 'Government Savings Bank',
        cn: '政府储蓄银行',
        ja: '政府貯蓄銀行',
        vi: 'Ngân hàng Tiết kiệm Chính phủ',
        id: 'Bank Tabungan Pemerintah',
      },
      accountLengths: [12, 15],
    },
  ],
  promptPay: {
    enabled: true,
    promptPayId: '0812345678',
    accountName: 'Lucky Demo Co., Ltd.',
    expiryMinutes: 15,
    min: '100.00',
    max: '50000.00',
    dailyMax: '200000.00',
  },
  bankTransfer: {
    enabled: true,
    accounts: [
      { bankCode: 'KBANK', accountNumber: '1234567890', accountName: 'Lucky Demo Co., Ltd.' },
    ],
    min: '100.00',
    max: '100000.00',
    dailyMax: '500000.00',
  },
  // Off unless a merchant turns it on: the demo gateway credits deposits nobody paid.
  gateway: {
    enabled: false,
    gateway: 'demo' as const,
    expiryMinutes: 30,
    min: '100.00',
    max: '50000.00',
    dailyMax: '200000.00',
  },
  withdraw: {
    enabled: true,
    min: '100.00',
    max: '50000.00',
    dailyCount: 5,
    dailyMax: '200000.00',
    depositTurnoverPercent: 0,
  },
  agentTransfer: { min: '10.00', max: '50000.00', dailyMax: '200000.00' },
};

export const moneySettings = z
  .object({
    banks: z.array(bankSetting).min(1),
    promptPay: promptPaySetting,
    bankTransfer: bankTransferSetting,
    // A money block written before the gateway existed offers none.
    gateway: gatewaySetting.default(DEFAULT_MONEY_SETTINGS.gateway),
    withdraw: withdrawSetting,
    // A money block written before agents' transfers were bounded gets the defaults.
    agentTransfer: agentTransferSetting.default(DEFAULT_MONEY_SETTINGS.agentTransfer),
  })
  .default(DEFAULT_MONEY_SETTINGS);
export type MoneySettings = z.infer<typeof moneySettings>;
