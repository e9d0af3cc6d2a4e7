import type { OperatorItem } from '@lotto/contract';
import type { OperatorRow } from './operators.repository';

export const operatorStatus = (o: OperatorRow, now: Date): OperatorItem['status'] => {
  if (o.status === 'disabled') return 'disabled';
  if (!o.totpConfirmedAt || !o.passwordHash) return 'invited';
  if (o.lockedUntil && o.lockedUntil > now) return 'locked';
  return 'active';
};
