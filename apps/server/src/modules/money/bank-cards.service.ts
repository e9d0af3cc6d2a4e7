import {
  ErrorCode,
  MAX_BANK_CARDS,
  type AddBankCardInput,
  type BankCard,
  type BankCardsValue,
  type MerchantConfig,
} from '@lotto/contract';
import type { Db } from '../../db/client';
import type { MemberBankCardRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import {
  insertCard,
  liveCard,
  liveCards,
  makeDefault,
  payeeNameOf,
  removeCard,
  setPayeeNameOnce,
} from './bank-cards.repository';
import { moneyFieldError } from '../../lib/money-errors';
import { sameName } from './payee-name';

/** Only the last 4 digits of an account number are shown once it is saved. */
export const maskAccount = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

// eslint-disable-next-line max-lines-per-function -- the bank-card service's method table (setPayeeName, list, add, remove, makeDefault, card) sharing bankOf and toCard; each is linted on its own, the longest (add) 52 lines
export function createBankCardsService(db: Db, clock: Clock) {
  const bankOf = (merchant: MerchantConfig, code: string) =>
    merchant.money.banks.find((b) => b.code === code);

  const toCard = (merchant: MerchantConfig, row: MemberBankCardRow): BankCard => ({
    id: row.id,
    bankCode: row.bankCode,
    bankName: bankOf(merchant, row.bankCode)?.name ?? row.bankCode,
    accountNumberMasked: maskAccount(row.accountNumber),
    holderName: row.holderName,
    isDefault: row.isDefault,
    createdAt: row.createdAt.getTime(),
  });

  return {
    async setPayeeName(memberId: number, payeeName: string): Promise<void> {
      if (!(await setPayeeNameOnce(db, memberId, payeeName))) {
        throw moneyFieldError(
          'payeeName',
          ErrorCode.PAYEE_NAME_ALREADY_SET,
          'payeeName is already set',
        );
      }
    },

    async list(merchant: MerchantConfig, memberId: number): Promise<BankCardsValue> {
      const [payeeName, rows] = await Promise.all([
        payeeNameOf(db, memberId),
        liveCards(db, memberId),
      ]);
      return { payeeName, cards: rows.map((r) => toCard(merchant, r)) };
    },

    /** `retried`: an earlier call of the same intent died, perhaps after adding this card. */
    async add(
      merchant: MerchantConfig,
      memberId: number,
      input: AddBankCardInput,
      retried = false,
    ) {
      const bank = bankOf(merchant, input.bankCode);
      if (!bank) throw moneyFieldError('bankCode', ErrorCode.UNKNOWN_BANK, 'bankCode is unknown');
      if (!bank.accountLengths.includes(input.accountNumber.length)) {
        throw moneyFieldError(
          'accountNumber',
          ErrorCode.ACCOUNT_NUMBER_LENGTH,
          `accountNumber must be ${bank.accountLengths.join(' or ')} digits for ${bank.code}`,
        );
      }
      const payeeName = await payeeNameOf(db, memberId);
      if (!payeeName) {
        throw moneyFieldError('holderName', ErrorCode.PAYEE_NAME_NOT_SET, 'payeeName is not set');
      }
      if (!sameName(payeeName, input.holderName)) {
        throw moneyFieldError(
          'holderName',
          ErrorCode.PAYEE_NAME_MISMATCH,
          'holderName must be the payee real name',
        );
      }
      const existing = await liveCards(db, memberId);
      const same = existing.find(
        (c) => c.bankCode === bank.code && c.accountNumber === input.accountNumber,
      );
      if (retried && same) return toCard(merchant, same);
      if (existing.length >= MAX_BANK_CARDS) {
        throw new HttpError(ErrorCode.CONFLICT, `At most ${MAX_BANK_CARDS} bank cards`, {
          fields: { accountNumber: `at most ${MAX_BANK_CARDS} bank cards` },
        });
      }
      const row = await insertCard(db, {
        memberId,
        bankCode: bank.code,
        accountNumber: input.accountNumber,
        holderName: payeeName,
        isDefault: existing.length === 0,
      });
      if (!row) {
        throw moneyFieldError(
          'accountNumber',
          ErrorCode.BANK_CARD_EXISTS,
          'accountNumber is already added',
        );
      }
      return toCard(merchant, row);
    },

    async remove(memberId: number, id: number): Promise<void> {
      if (!(await removeCard(db, memberId, id, clock()))) throw notFound('No such bank card');
    },

    async makeDefault(memberId: number, id: number): Promise<void> {
      if (!(await makeDefault(db, memberId, id))) throw notFound('No such bank card');
    },

    card: (memberId: number, id: number) => liveCard(db, memberId, id),
  };
}
export type BankCardsService = ReturnType<typeof createBankCardsService>;
