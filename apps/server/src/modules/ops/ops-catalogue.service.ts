import type { CatalogueGame, CatalogueVendor } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { GameRow, LotteryGameRow, VendorRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { localized } from '../../lib/localized';
import { bumpCatalogueVersion } from '../games/games.service';
import { recordAudit, type Actor } from '../audit/audit.service';
import {
  countVendorGames,
  findGameRow,
  findLotteryRow,
  findVendorRow,
  listGameRows,
  listLotteryRows,
  listVendorRows,
  updateGameRow,
  updateLotteryRow,
  updateVendorRow,
  type GameFilter,
} from './ops-catalogue.repository';

const vendorItem = (v: VendorRow, games: number): CatalogueVendor => ({
  id: v.id,
  category: v.category,
  code: v.code,
  displayName: v.displayName,
  sortOrder: v.sortOrder,
  enabled: v.enabled,
  maintenance: v.maintenance,
  games,
});

const gameItem = (g: GameRow): CatalogueGame => ({
  nodeId: g.nodeId,
  vendorCode: g.vendorCode,
  gameType: g.gameType,
  gameCode: g.gameCode,
  name: localized(g.name, 'en'),
  sortOrder: g.sortOrder,
  enabled: g.enabled,
  isTop: g.isTop,
  isNew: g.isNew,
  supportPlay: g.supportPlay === 1,
});

const lotteryItem = (l: LotteryGameRow) => ({
  id: l.id,
  gameCode: l.gameCode,
  name: localized(l.name, 'en'),
  sortOrder: l.sortOrder,
  onSale: l.enabled,
});

/** Only the fields the call names: an absent one stays as it is. */
const defined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Every change bumps the merchant's catalogue version in the same transaction: the games and
 * lottery caches of every instance (catalogue-cache.ts) read it and drop their copies.
 */
// eslint-disable-next-line max-lines-per-function -- the console's catalogue operations, a list and an update for vendors, games and lotteries, over one db and clock; each is linted on its own, the longest 36 lines
export function createOpsCatalogueService(db: Db, clock: Clock) {
  return {
    async vendors(merchantCode: string) {
      const rows = await listVendorRows(db, merchantCode);
      return { list: rows.map((r) => vendorItem(r.vendor, r.games)) };
    },

    async updateVendor(
      actor: Actor,
      body: { id: number; enabled?: boolean; maintenance?: boolean; sortOrder?: number },
    ) {
      return db.transaction(async (tx) => {
        const before = await findVendorRow(tx, actor.merchantCode, body.id);
        if (!before) throw notFound(`No vendor ${body.id}`);
        const { id, ...change } = body;
        const row = await updateVendorRow(tx, id, defined(change), clock());
        await bumpCatalogueVersion(tx, actor.merchantCode);
        const games = await countVendorGames(tx, row);
        const after = vendorItem(row, games);
        await recordAudit(tx, actor, {
          action: 'catalogue.vendor.update',
          targetType: 'vendor',
          targetId: `${row.category}/${row.code}`,
          before: vendorItem(before, games),
          after,
        });
        return after;
      });
    },

    async games(merchantCode: string, q: GameFilter & { page: number; pageSize: number }) {
      const { page, pageSize, ...filter } = q;
      const { rows, total } = await listGameRows(
        db,
        merchantCode,
        filter,
        pageSize,
        (page - 1) * pageSize,
      );
      return { list: rows.map(gameItem), total };
    },

    async updateGame(
      actor: Actor,
      body: {
        nodeId: number;
        enabled?: boolean;
        isTop?: boolean;
        isNew?: boolean;
        supportPlay?: boolean;
        sortOrder?: number;
      },
    ) {
      return db.transaction(async (tx) => {
        const before = await findGameRow(tx, actor.merchantCode, body.nodeId);
        if (!before) throw notFound(`No game ${body.nodeId}`);
        const { nodeId, supportPlay, ...change } = body;
        const row = await updateGameRow(
          tx,
          nodeId,
          defined({
            ...change,
            supportPlay: supportPlay === undefined ? undefined : supportPlay ? 1 : 0,
          }),
          clock(),
        );
        await bumpCatalogueVersion(tx, actor.merchantCode);
        const after = gameItem(row);
        await recordAudit(tx, actor, {
          action: 'catalogue.game.update',
          targetType: 'game',
          targetId: nodeId,
          before: gameItem(before),
          after,
        });
        return after;
      });
    },

    async lottery(merchantCode: string) {
      return { list: (await listLotteryRows(db, merchantCode)).map(lotteryItem) };
    },

    async updateLottery(actor: Actor, body: { id: number; onSale?: boolean; sortOrder?: number }) {
      return db.transaction(async (tx) => {
        const before = await findLotteryRow(tx, actor.merchantCode, body.id);
        if (!before) throw notFound(`No lottery game ${body.id}`);
        const row = await updateLotteryRow(
          tx,
          body.id,
          defined({ enabled: body.onSale, sortOrder: body.sortOrder }),
          clock(),
        );
        await bumpCatalogueVersion(tx, actor.merchantCode);
        const after = lotteryItem(row);
        await recordAudit(tx, actor, {
          action: 'catalogue.lottery.update',
          targetType: 'lottery',
          targetId: row.gameCode,
          before: lotteryItem(before),
          after,
        });
        return after;
      });
    },
  };
}
export type OpsCatalogueService = ReturnType<typeof createOpsCatalogueService>;
