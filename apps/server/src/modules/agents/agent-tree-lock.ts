import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Advisory lock class of a merchant's agent tree (the key is the merchant's hash). */
const AGENT_TREE_LOCK = 0x0a6_7ee;

/**
 * Placements (registration, the register centre) share the lock, so many run at once; a move
 * takes it alone. A placement reads its upline's uplines to write its closure rows: were a move
 * of that upline to commit in between, the new rows would name the old uplines.
 */
export const lockTreeForPlacement = (tx: Db, merchantCode: string) =>
  tx.execute(
    sql`select pg_advisory_xact_lock_shared(${AGENT_TREE_LOCK}, hashtext(${merchantCode}))`,
  );

/** Two moves at once could each pass the circle check and together make a circle. */
export const lockTreeForMove = (tx: Db, merchantCode: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${AGENT_TREE_LOCK}, hashtext(${merchantCode}))`);
