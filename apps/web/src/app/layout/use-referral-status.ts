import { useQuery } from '@tanstack/react-query';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useSession } from '@/lib/use-session';

/** The REFERRAL promotion's switches change rarely: asked again after this long. */
const REFERRAL_STATUS_STALE_MS = 5 * 60_000;

/**
 * §6 whether the member may invite friends (the REFERRAL promotion is on for them). Asked after
 * the first paint, so no page's first view waits for it; false only once the server said so.
 */
export const useReferralOff = (): boolean => {
  const token = useSession()?.token ?? null;
  const painted = useAfterFirstPaint();
  const { data } = useQuery({
    queryKey: ['promotions', 'referral-status', token] as const,
    queryFn: ({ signal }) => apiCall(routes.referralStatus, { signal }),
    enabled: token !== null && painted,
    staleTime: REFERRAL_STATUS_STALE_MS,
    retry: false,
  });
  return token !== null && data?.enabled === false;
};
