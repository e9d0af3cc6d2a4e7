import {
  opsCatalogueGameUpdate,
  opsCatalogueGames,
  opsCatalogueLottery,
  opsCatalogueLotteryUpdate,
  opsCatalogueVendorUpdate,
  opsCatalogueVendors,
} from '@lotto/contract';
import type { AreaProvider } from './area-providers';
import { opsCall } from './ops-client';

type Filter = Record<string, string | undefined>;
const clean = (filter: unknown): Filter =>
  Object.fromEntries(
    Object.entries((filter ?? {}) as Filter).filter(([, v]) => v !== '' && v !== undefined),
  );

/** Catalogue rows change one flag at a time: only what the form changed is sent. */
function changed(data: unknown, previous: unknown, keys: string[]) {
  const now = data as Record<string, unknown>;
  const before = previous as Record<string, unknown>;
  return Object.fromEntries(keys.filter((k) => now[k] !== before[k]).map((k) => [k, now[k]]));
}

export const catalogueProviders: Record<string, AreaProvider> = {
  vendors: {
    getList: async (_r, params) => {
      const { category } = clean(params.filter);
      const list = (await opsCall(opsCatalogueVendors)).list.filter(
        (v) => !category || v.category === category,
      );
      return { data: list, total: list.length } as never;
    },
    update: async (_r, params) =>
      ({
        data: await opsCall(opsCatalogueVendorUpdate, {
          body: {
            id: Number(params.id),
            ...changed(params.data, params.previousData, ['enabled', 'maintenance', 'sortOrder']),
          },
        }),
      }) as never,
  },
  games: {
    getList: async (_r, params) => {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
      const { list, total } = await opsCall(opsCatalogueGames, {
        query: { ...clean(params.filter), page, pageSize: Math.min(perPage, 100) },
      });
      return { data: list.map((g) => ({ ...g, id: g.nodeId })), total } as never;
    },
    update: async (_r, params) => {
      const game = await opsCall(opsCatalogueGameUpdate, {
        body: {
          nodeId: Number(params.id),
          ...changed(params.data, params.previousData, [
            'enabled',
            'isTop',
            'isNew',
            'supportPlay',
            'sortOrder',
          ]),
        },
      });
      return { data: { ...game, id: game.nodeId } } as never;
    },
  },
  lottery: {
    getList: async () => {
      const list = (await opsCall(opsCatalogueLottery)).list;
      return { data: list, total: list.length } as never;
    },
    update: async (_r, params) =>
      ({
        data: await opsCall(opsCatalogueLotteryUpdate, {
          body: {
            id: Number(params.id),
            ...changed(params.data, params.previousData, ['onSale', 'sortOrder']),
          },
        }),
      }) as never,
  },
};
