import { and, eq } from 'drizzle-orm';
import { randomToken } from '../../lib/secrets';
import { hashPassword } from '../../lib/password-hashing';
import type { Db } from '../client';
import { agentCodes, agentRebateRates, members } from '../schema';
import { insertPlacement } from '../../modules/agents/agents.repository';

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

/**
 * Issue 32: the demo agent line, so the agent side can be tried at once: a top-level agent
 * (type 41), a sub-agent (type 1) under it, two players under the sub-agent and one directly
 * under the top agent. Outside production only: these logins have a published password.
 */
export const DEMO_AGENT_LINE = {
  password: 'Demo-Agent-2026!',
  top: { username: 'demotop', customerType: 41, code: 'TOP2026' },
  sub: { username: 'demosub', customerType: 1, code: 'SUB2026' },
  subPlayers: ['demoplayer1', 'demoplayer2'],
  topPlayers: ['demoplayer3'],
  /** Rebate rates in hundredths of a percent (200 = 2.00 %); the sub-agent's are within the top's. */
  topRates: {
    RNG: 200,
    LIVE: 100,
    FISH: 150,
    PVP: 100,
    SPORTS: 120,
    ESPORTS: 100,
    ELOTT: 80,
    LOTT: 80,
  },
  subRates: { RNG: 150, LIVE: 80, SPORTS: 100 },
} as const;

async function seedLogin(
  db: Db,
  merchantCode: string,
  username: string,
  customerType: number,
  passwordHash: string,
): Promise<{ id: number; created: boolean }> {
  const existing = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.username, username)));
  if (existing[0]) return { id: existing[0].id, created: false };
  const [row] = await db
    .insert(members)
    .values({ merchantCode, username, passwordHash, customerType, registerMethod: 'H5' })
    .returning({ id: members.id });
  return { id: row!.id, created: true };
}

export async function seedDemoAgentLine(db: Db, merchantCode: string): Promise<void> {
  const line = DEMO_AGENT_LINE;
  const hash = await hashPassword(line.password);
  const top = await seedLogin(db, merchantCode, line.top.username, line.top.customerType, hash);
  const sub = await seedLogin(db, merchantCode, line.sub.username, line.sub.customerType, hash);
  const place = async (member: { id: number; created: boolean }, uplineId: number) => {
    if (member.created) await insertPlacement(db, merchantCode, member.id, uplineId);
  };
  await place(sub, top.id);
  for (const name of line.subPlayers)
    await place(await seedLogin(db, merchantCode, name, 0, hash), sub.id);
  for (const name of line.topPlayers)
    await place(await seedLogin(db, merchantCode, name, 0, hash), top.id);
  const rates = (memberId: number, byCategory: Record<string, number>) =>
    Object.entries(byCategory).map(([category, rateBp]) => ({ memberId, category, rateBp }));
  await db
    .insert(agentRebateRates)
    .values([...rates(top.id, line.topRates), ...rates(sub.id, line.subRates)])
    .onConflictDoNothing();
  await db
    .insert(agentCodes)
    .values([
      { merchantCode, code: line.top.code, agentId: top.id },
      { merchantCode, code: line.sub.code, agentId: sub.id },
    ])
    .onConflictDoNothing();
}
