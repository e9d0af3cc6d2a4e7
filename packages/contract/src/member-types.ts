import { MemberType } from './enums';

/*
 * Zod-free, so that the app's shell can read them without the schemas (apps/web/vite.config.ts).
 * Issue 32: member types (§6 customerType) and what each may do. The server and the web read
 * these lists; docs/agents.md says the same in words.
 *   0  player: plays, deposits and withdraws; no agent option.
 *   1  agent: a player with downlines (opened in an upline's register centre); agent option;
 *      the contract check runs after its login.
 *   2  agent (second line): as 1.
 *   3  agent-only account: not a member, cannot log in on the member side (§6, login).
 *   4  special (test/house) account: no chat, no promotion read marks, no agent option, no
 *      contract check.
 *   40 affiliate: brings players in with its invitation code (they are placed under it), but has
 *      no agent option on the member side and no contract check.
 *   41, 42 top-level agents (paid by the platform, not an upline): agent option, no contract
 *      check.
 */
/** §6: the agent option is available when the session type is not 0, 4 or 40. */
export const NO_AGENT_OPTION_TYPES: readonly number[] = [
  MemberType.MEMBER,
  MemberType.TYPE_4,
  MemberType.AGENT_40,
];
/** §6: types 4, 40, 41 and 42 are exempt from the contract check; others are checked. */
export const CONTRACT_CHECK_EXEMPT_TYPES: readonly number[] = [
  MemberType.TYPE_4,
  MemberType.AGENT_40,
  MemberType.AGENT_41,
  MemberType.AGENT_42,
];
/** The agent-only type (§6: cannot log in on the member side). */
export const AGENT_ONLY_TYPE = 3;
/** §6 agent option: the agent pages and the agent popup are for these session types. */
export const hasAgentOption = (type: number) =>
  type !== AGENT_ONLY_TYPE && !NO_AGENT_OPTION_TYPES.includes(type);
export const needsContractCheck = (type: number) => !CONTRACT_CHECK_EXEMPT_TYPES.includes(type);
