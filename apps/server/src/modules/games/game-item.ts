import type { GameItem, Language } from '@lotto/contract';
import { localized } from '../../lib/localized';
import type { GameTileRow } from './games.repository';

export function toGameItem(row: GameTileRow, language: Language): GameItem {
  const name = localized(row.name, language);
  return {
    nodeId: row.nodeId,
    vassalage: row.vendorCode,
    vendorCode: row.vendorCode,
    gameCode: row.gameCode,
    gameType: row.gameType,
    gameId: row.gameId,
    roomId: row.roomId,
    gameName: name,
    nodeName: name,
    showIcon: row.mobileLargeIcon ?? row.iconUrl,
    iconUrl: row.iconUrl,
    mobileLargeIcon: row.mobileLargeIcon,
    isTop: row.isTop,
    isNew: row.isNew,
    supportPlay: row.supportPlay === 0 ? 0 : 1,
    gameGroupId: row.gameGroupId,
    gameClassify: row.gameClassify,
    minBet: row.minBet,
  };
}

export const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);
