import type { Db } from '../../db/client';
import { referralEnabledForMember } from '../promotions/promotions.service';

/** §6: the invite shows only if the REFERRAL promotion is enabled for the member (promotions). */
export const referralEnabledFor = (db: Db, merchantCode: string, memberId: number) =>
  referralEnabledForMember(db, merchantCode, memberId, new Date());
