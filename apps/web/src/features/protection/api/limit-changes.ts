import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  routes,
  type ProtectionLimitKindValue,
  type ProtectionPeriodValue,
  type ProtectionStateValue,
} from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { protectionKeys } from './protection-keys';

type LimitId = { kind: ProtectionLimitKindValue; period: ProtectionPeriodValue };
/** The daily session-time limit, as a waiting change names it. */
type SessionLimitId = { kind: 'session'; period: 'day' };
export type LimitChange =
  | ({ action: 'set'; amount: string | null } & LimitId)
  | { action: 'set_session'; minutes: number | null }
  | ({ action: 'confirm' | 'cancel' } & (LimitId | SessionLimitId));

const request = (change: LimitChange) => {
  if (change.action === 'set_session')
    return apiCall(routes.setSessionTimeLimit, { body: { minutes: change.minutes } });
  if (change.action === 'set') {
    const { kind, period, amount } = change;
    return apiCall(routes.setProtectionLimit, { body: { kind, period, amount } });
  }
  const { kind, period } = change;
  return apiCall(
    change.action === 'confirm' ? routes.confirmProtectionLimit : routes.cancelProtectionLimit,
    { body: { kind, period } },
  );
};

/** Set, decrease, raise or remove a limit, confirm a raise that waited or drop it. */
export const useLimitChange = () => {
  const client = useQueryClient();
  const token = useSession()?.token ?? null;
  return useMutation({
    mutationFn: request,
    // The form shows the refusal at its field.
    meta: { showsRefusal: true },
    onSuccess: (state: ProtectionStateValue) =>
      client.setQueryData(protectionKeys.state(token), state),
  });
};
