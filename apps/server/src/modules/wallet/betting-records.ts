import type { BettingRecordsValue } from '@lotto/contract';
import { fromUnits } from '../../lib/money';
import type { WalletDeps } from './wallet-deps';
import { listBets } from './wallet.repository';

/** The member's game bets, newest first, a page at a time. */
export async function bettingRecords(
  { db }: WalletDeps,
  memberId: number,
  pageNo: number,
  pageSize: number,
): Promise<BettingRecordsValue> {
  const rows = await listBets(db, memberId, (pageNo - 1) * pageSize, pageSize + 1);
  return {
    list: rows.slice(0, pageSize).map((b) => ({
      id: b.id,
      vendor: b.vendorCode,
      txId: b.vendorTxId,
      nodeId: b.nodeId,
      gameName: b.gameName,
      amount: fromUnits(b.amount),
      win: b.win === null ? null : fromUnits(b.win),
      status: b.status,
      play: b.play,
      createdAt: b.createdAt.getTime(),
      settledAt: b.settledAt?.getTime() ?? null,
    })),
    hasMore: rows.length > pageSize,
  };
}
