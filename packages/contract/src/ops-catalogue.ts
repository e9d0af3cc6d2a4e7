import { z } from 'zod';
import { GameCategory } from './enums';
import { bodyWholeNumber } from './fields';
import { INT4_MAX, text } from './input-bounds';
import { defineOperation } from './operation';
import { closedObject } from './ops-fields';

/**
 * Catalogue: vendors per category (visible, order, maintenance, §2.6 and §8), games
 * (visible, order, isTop, isNew, supportPlay) and lottery games on or off sale.
 */
const tags = ['ops'];
const CATALOGUE_READERS = ['owner', 'content', 'read_only'] as const;
const CATALOGUE_WRITERS = ['owner', 'content'] as const;

const id = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be positive`)
    .max(INT4_MAX, `${field} must be at most ${INT4_MAX}`);

const sortOrder = bodyWholeNumber('sortOrder', INT4_MAX);

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

export const catalogueVendor = z
  .object({
    id: z.number().int(),
    category: z.string(),
    code: z.string(),
    displayName: z.string(),
    sortOrder: z.number().int(),
    enabled: z.boolean(),
    maintenance: z.boolean(),
    games: z.number().int(),
  })
  .meta({ id: 'OpsCatalogueVendor' });
export type CatalogueVendor = z.infer<typeof catalogueVendor>;

export const opsCatalogueVendors = defineOperation({
  operationId: 'opsCatalogueVendors',
  method: 'GET',
  path: '/ops/catalogue/vendors',
  summary: 'Vendors of every category in the order the app lists them (§2.6)',
  tags,
  auth: 'operator',
  roles: CATALOGUE_READERS,
  response: z.object({ list: z.array(catalogueVendor) }).meta({ id: 'OpsCatalogueVendors' }),
});

export const vendorUpdateBody = closedObject({
  id: id('id'),
  enabled: flag('enabled').optional(),
  /** §8: launches of a vendor in maintenance answer "temporarily unavailable". */
  maintenance: flag('maintenance').optional(),
  sortOrder: sortOrder.optional(),
}).meta({ id: 'OpsVendorUpdateBody' });

export const opsCatalogueVendorUpdate = defineOperation({
  operationId: 'opsCatalogueVendorUpdate',
  method: 'POST',
  path: '/ops/catalogue/vendors',
  summary: 'Show or hide a vendor in a category, move it, or put it in maintenance',
  tags,
  auth: 'operator',
  roles: CATALOGUE_WRITERS,
  body: vendorUpdateBody,
  response: catalogueVendor,
});

export const catalogueGame = z
  .object({
    nodeId: z.number().int(),
    vendorCode: z.string(),
    gameType: z.string(),
    gameCode: z.string(),
    name: z.string(),
    sortOrder: z.number().int(),
    enabled: z.boolean(),
    isTop: z.boolean(),
    isNew: z.boolean(),
    supportPlay: z.boolean(),
  })
  .meta({ id: 'OpsCatalogueGame' });
export type CatalogueGame = z.infer<typeof catalogueGame>;

export const CATALOGUE_PAGE_MAX = 100;

export const catalogueGamesQuery = closedObject({
  gameType: z.enum(GameCategory, { error: 'gameType is not a game category' }).optional(),
  vendorCode: text('vendorCode')
    .regex(/^[A-Z0-9_]{2,16}$/, 'vendorCode must be 2-16 capital letters, digits or _')
    .optional(),
  /** A part of the game's name or code. */
  name: text('name').max(64, 'name must be at most 64 characters').optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int()
    .min(1)
    .max(CATALOGUE_PAGE_MAX)
    .default(25),
});

export const opsCatalogueGames = defineOperation({
  operationId: 'opsCatalogueGames',
  method: 'GET',
  path: '/ops/catalogue/games',
  summary: 'Games of the catalogue, by category, vendor or name, in the app order',
  tags,
  auth: 'operator',
  roles: CATALOGUE_READERS,
  query: catalogueGamesQuery,
  response: z
    .object({ list: z.array(catalogueGame), total: z.number().int() })
    .meta({ id: 'OpsCatalogueGames' }),
});

export const gameUpdateBody = closedObject({
  nodeId: id('nodeId'),
  enabled: flag('enabled').optional(),
  isTop: flag('isTop').optional(),
  isNew: flag('isNew').optional(),
  supportPlay: flag('supportPlay').optional(),
  sortOrder: sortOrder.optional(),
}).meta({ id: 'OpsGameUpdateBody' });

export const opsCatalogueGameUpdate = defineOperation({
  operationId: 'opsCatalogueGameUpdate',
  method: 'POST',
  path: '/ops/catalogue/games',
  summary: 'Show or hide a game, move it, mark it hot or new, allow trial play',
  tags,
  auth: 'operator',
  roles: CATALOGUE_WRITERS,
  body: gameUpdateBody,
  response: catalogueGame,
});

export const catalogueLottery = z
  .object({
    id: z.number().int(),
    gameCode: z.string(),
    name: z.string(),
    sortOrder: z.number().int(),
    onSale: z.boolean(),
  })
  .meta({ id: 'OpsCatalogueLottery' });

export const opsCatalogueLottery = defineOperation({
  operationId: 'opsCatalogueLottery',
  method: 'GET',
  path: '/ops/catalogue/lottery',
  summary: 'Lottery games and whether each is on sale',
  tags,
  auth: 'operator',
  roles: CATALOGUE_READERS,
  response: z.object({ list: z.array(catalogueLottery) }).meta({ id: 'OpsCatalogueLotteryList' }),
});

export const lotteryUpdateBody = closedObject({
  id: id('id'),
  onSale: flag('onSale').optional(),
  sortOrder: sortOrder.optional(),
}).meta({ id: 'OpsLotteryUpdateBody' });

export const opsCatalogueLotteryUpdate = defineOperation({
  operationId: 'opsCatalogueLotteryUpdate',
  method: 'POST',
  path: '/ops/catalogue/lottery',
  summary: 'Put a lottery game on or off sale, or move it',
  tags,
  auth: 'operator',
  roles: CATALOGUE_WRITERS,
  body: lotteryUpdateBody,
  response: catalogueLottery,
});
