import type { FastifyInstance } from 'fastify';
import {
  addBankCard,
  bankCards,
  bankList,
  removeBankCard,
  setDefaultBankCard,
  setPayeeName,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { LOGIN_RATE } from '../accounts/rate-limits';
import type { BankCardsService } from './bank-cards.service';
import { moneyMember } from './money-gate';

export interface MoneyRoutesOptions {
  cards: BankCardsService;
}

/** Issue 18: payee real name, bank cards, deposit and withdraw. Every call passes the §6 gate. */
export default async function moneyRoutes(app: FastifyInstance, opts: MoneyRoutesOptions) {
  const { cards } = opts;

  registerOperation(
    app,
    setPayeeName,
    async (req) => {
      await cards.setPayeeName(moneyMember(req).id, req.body.payeeName);
      return null;
    },
    { rateLimit: LOGIN_RATE },
  );

  registerOperation(app, bankList, (req) => {
    moneyMember(req);
    return req.merchant.money.banks.map((b) => ({ ...b }));
  });

  registerOperation(app, bankCards, (req) => cards.list(req.merchant, moneyMember(req).id));

  registerOperation(app, addBankCard, (req) =>
    cards.add(req.merchant, moneyMember(req).id, req.body),
  );

  registerOperation(app, removeBankCard, async (req) => {
    await cards.remove(moneyMember(req).id, req.query.id);
    return null;
  });

  registerOperation(app, setDefaultBankCard, async (req) => {
    await cards.makeDefault(moneyMember(req).id, req.body.id);
    return null;
  });
}
