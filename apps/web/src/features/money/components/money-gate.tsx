import { useEffect, type ReactNode } from 'react';
import { showToast } from '@/components/ui/toast-store';
import { useSession } from '@/lib/use-session';
import { useTranslation } from '@/lib/use-translation';
import '../messages';

/** §6: member types 0, 1 and 2 may deposit and withdraw. */
const MONEY_MEMBER_TYPES: readonly number[] = [0, 1, 2];
/** §6, §9: free_reject is an offline toast shown for 2 seconds. */
export const FREE_REJECT_TOAST_MS = 2_000;

/**
 * Other member types get the free_reject toast and no form (the server refuses them too). A
 * session handed over by token has no type: the server decides.
 */
export const MoneyGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const type = useSession()?.type ?? null;
  const refused = type !== null && !MONEY_MEMBER_TYPES.includes(type);
  useEffect(() => {
    if (refused) showToast('info', t('money.free_reject'), FREE_REJECT_TOAST_MS);
  }, [refused, t]);
  if (refused) {
    return (
      <p className="card money-notice" role="status" data-testid="money-free-reject">
        {t('money.free_reject')}
      </p>
    );
  }
  return children;
};
