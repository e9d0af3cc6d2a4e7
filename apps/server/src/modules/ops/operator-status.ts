import type { OperatorItem } from '@lotto/contract';
import type { OperatorRow } from './operators.repository';

export const operatorStatus = (o: OperatorRow, now: Date): OperatorItem['status'] => {
  if (o.status === 'disabled') return 'disabled';
  if (!o.totpConfirmedAt || !o.passwordHash) return 'invited';
  if (o.lockedUntil && o.lockedUntil > now) return 'locked';
  return 'active';
};

/** The console's view of an operator, with their status at `now`. */
export const operatorItem = (o: OperatorRow, now: Date): OperatorItem => ({
  id: o.id,
  username: o.username,
  role: o.role,
  status: operatorStatus(o, now),
  createdAt: o.createdAt.getTime(),
  lastSignInAt: o.lastSignInAt?.getTime() ?? null,
});
