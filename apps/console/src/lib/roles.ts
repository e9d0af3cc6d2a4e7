import type { OperatorRole } from '@lotto/contract';

/** Who may see or do a thing: one of `roles` (the server enforces the same roles). */
export const roleIn =
  (...roles: readonly OperatorRole[]) =>
  (role: OperatorRole | undefined): boolean =>
    role !== undefined && roles.includes(role);
