import { sql } from 'drizzle-orm';
import type { ReferralHoldReason } from '@lotto/contract';
import type { Db } from '../../db/client';

/**
 * What two members share that one person's two accounts would: a client address of
 * their sessions (each made at registration or a login, with its address and device), the payee
 * real name, or a bank account (removed cards too: removing one does not make it another's).
 * A loopback address is no sign: it is a local proxy's whose client the server was not told of
 * (TRUST_PROXY unset), and every member would share it.
 */
export async function sharedTraits(db: Db, a: number, b: number): Promise<ReferralHoldReason[]> {
  const result = await db.execute(sql`
    select
      exists (
        select 1 from sessions x join sessions y on y.ip = x.ip
        where x.member_id = ${a} and y.member_id = ${b} and x.ip is not null
          and x.ip not like '127.%' and x.ip not like '::ffff:127.%' and x.ip <> '::1'
      ) as address,
      exists (
        select 1 from members x join members y
          on lower(btrim(y.payee_name)) = lower(btrim(x.payee_name))
        where x.id = ${a} and y.id = ${b} and btrim(x.payee_name) <> ''
      ) as "payeeName",
      exists (
        select 1 from member_bank_cards x join member_bank_cards y
          on y.bank_code = x.bank_code and y.account_number = x.account_number
        where x.member_id = ${a} and y.member_id = ${b}
      ) as "bankAccount"`);
  const [row] = (result as { rows: Record<ReferralHoldReason, boolean>[] }).rows;
  return (['address', 'payeeName', 'bankAccount'] as const).filter((k) => row?.[k] === true);
}
