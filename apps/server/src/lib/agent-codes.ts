import type { Db } from '../db/client';
import { equalsIgnoringCase } from '../db/ignoring-case';
import { agentCodes } from '../db/schema';
import { findMerchantRow } from './merchant-rows';

// Read by agents (placing a new member under the code's agent) and by accounts (registration
// refuses an unknown code), which agents imports: here, outside the modules. Agents alone writes
// the codes.

/** The agent whose invitation code this is (codes are matched without case), or null. */
export async function agentOfCode(
  db: Db,
  merchantCode: string,
  code: string,
): Promise<number | null> {
  const row = await findMerchantRow(
    db,
    agentCodes,
    merchantCode,
    equalsIgnoringCase(agentCodes.code, code),
  );
  return row?.agentId ?? null;
}
