import { sql } from 'drizzle-orm';
import { bigint, integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns the schema files (db/schema/*.ts) share, so that a kind of column is declared the
 * same way in every table. The functions return a new builder (chain `.notNull()`, `.primaryKey()`
 * … on it as on drizzle's own); the objects are column sets to spread into a table's columns, as
 * drizzle's documentation shares common columns.
 */

/** A bigint primary key the database numbers (GENERATED ALWAYS AS IDENTITY). */
export const identityId = () =>
  bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** An integer primary key the database numbers, for the catalogue's and settings' smaller tables. */
export const integerIdentityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** The merchant the row belongs to (merchants.code). */
export const merchantCode = () => text('merchant_code').notNull();

/** The first columns of most tables: the row's id, numbered by the database, and its merchant. */
export const idAndMerchant = { id: identityId(), merchantCode: merchantCode() };

/** The same with an integer id: the catalogue's, content's and levels' smaller tables. */
export const integerIdAndMerchant = { id: integerIdentityId(), merchantCode: merchantCode() };

/** An instant, with its time zone (timestamptz); null unless the caller chains `.notNull()`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** An instant the row gets when it is written, unless one is given (not null, default now()). */
export const timestamptzNow = (name: string) => timestamptz(name).notNull().defaultNow();

/** When the row was written. */
export const createdAt = () => timestamptzNow('created_at');

/** When the row was last changed: the writer sets it on every update. */
export const updatedAt = () => timestamptzNow('updated_at');

/**
 * Money: bigint in units of 10^-4 of the currency (WALLET_SCALE in lib/money.ts), the widest
 * currency format of §3, so no amount is ever a float or rounded on the way.
 */
export const units = (name: string) => bigint(name, { mode: 'bigint' });

/** An amount in units that starts at zero. */
export const unitsDefaultZero = (name: string) =>
  units(name)
    .notNull()
    .default(sql`0`);

/** A count kept in a bigint column that starts at zero. */
export const counter = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * A sign-in session's life after its token hash and owner: when it was opened and last used,
 * when it expires, and the client that opened it. Member and operator sessions both keep it.
 */
export const sessionColumns = {
  createdAt: createdAt(),
  lastSeenAt: timestamptzNow('last_seen_at'),
  expiresAt: timestamptz('expires_at').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
};
