import type { Operation, OperatorRole } from '@lotto/contract';

/**
 * Whether a role may make an operator call: owner may make every call, the others those whose
 * declaration names them (`roles` in the contract, the one place that says so). A call that
 * names no roles is the owner's alone.
 */
export const mayCall = (op: Operation, role: OperatorRole): boolean =>
  role === 'owner' || (op.roles ?? []).includes(role);
