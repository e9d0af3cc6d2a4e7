import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column` equals `value` whatever the case of either: usernames, e-mail addresses, agent codes
 * and operators in the audit log are matched so, as the lower() unique indexes of the schema
 * (members_username_uq, agent_codes_uq, operators_username_uq) keep them apart.
 */
export const equalsIgnoringCase = (column: PgColumn, value: string): SQL =>
  sql`lower(${column}) = ${value.toLowerCase()}`;
