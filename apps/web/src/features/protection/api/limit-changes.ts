import {
  routes,
  type ProtectionLimitKindValue,
  type ProtectionPeriodValue,
  type ProtectionStateValue,
} from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useInvalidatingMutation, type MutationHookOptions } from '@/lib/mutation-config';
import { useSession } from '@/lib/use-session';
import { protectionKeys } from './protection-keys';

type LimitId = { kind: ProtectionLimitKindValue; period: ProtectionPeriodValue };
/** The daily session-time limit, as a waiting change names it. */
type SessionLimitId = { kind: 'session'; period: 'day' };
/** A limit whose raise or removal may wait for a confirmation. */
export type WaitingLimitId = LimitId | SessionLimitId;
export type LimitChange =
  | ({ action: 'set'; amount: string | null } & LimitId)
  | { action: 'set_session'; minutes: number | null }
  | ({ action: 'confirm' | 'cancel' } & WaitingLimitId);

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

/**
 * Set, decrease, raise or remove a limit, confirm a raise that waited or drop it. The answer is
 * the member's whole protection state: it goes straight into the state's query.
 */
export const useLimitChange = ({ mutationConfig }: MutationHookOptions<typeof request> = {}) => {
  const token = useSession()?.token ?? null;
  return useInvalidatingMutation(
    request,
    async (client, state: ProtectionStateValue) =>
      client.setQueryData(protectionKeys.state(token), state),
    // The forms show the refusal at their field.
    { meta: { showsRefusal: true }, ...mutationConfig },
  );
};
