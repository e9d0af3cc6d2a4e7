import { and, eq } from 'drizzle-orm';
import { randomToken } from '../../lib/secrets';
import { hashPassword } from '../../lib/password-hashing';
import type { Db } from '../client';
import { agentCodes, members } from '../schema';

/** The demo merchant's agent and its invitation code, so the affiliate check has a real code. */
export const DEMO_AGENT = { username: 'demoagent', code: 'LUCKY2026', customerType: 40 } as const;

export async function seedDemoAgents(db: Db, merchantCode: string): Promise<void> {
  const existing = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.username, DEMO_AGENT.username)));
  const agentId =
    existing[0]?.id ??
    (
      await db
        .insert(members)
        .values({
          merchantCode,
          username: DEMO_AGENT.username,
          // Nobody knows this password: the demo agent exists for its invitation code.
          passwordHash: await hashPassword(randomToken()),
          customerType: DEMO_AGENT.customerType,
          registerMethod: 'H5',
        })
        .returning({ id: members.id })
    )[0]!.id;
  await db
    .insert(agentCodes)
    .values({ merchantCode, code: DEMO_AGENT.code, agentId })
    .onConflictDoNothing();
}
