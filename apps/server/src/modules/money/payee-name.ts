import type { Db } from '../../db/client';
import { liveCards, payeeNameOf, removeCard, replacePayeeName } from './bank-cards.repository';

/** Names compare without case and with runs of spaces as one (a holder name as a bank prints it). */
export const sameName = (a: string, b: string) =>
  a.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase() ===
  b.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/**
 * Support corrects a member's payee real name, in the caller's transaction `tx`. A bank card's
 * holder must be the payee real name (§5), so the cards held in another name are removed: the
 * member adds them again under the right name.
 */
export async function changePayeeName(tx: Db, memberId: number, name: string, now: Date) {
  const before = await payeeNameOf(tx, memberId);
  await replacePayeeName(tx, memberId, name);
  const removed: number[] = [];
  for (const card of await liveCards(tx, memberId)) {
    if (sameName(card.holderName, name)) continue;
    if (await removeCard(tx, memberId, card.id, now)) removed.push(card.id);
  }
  return { before, removedCardIds: removed };
}
