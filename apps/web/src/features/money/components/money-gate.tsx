import { useEffect, type ReactNode } from 'react';
import { ErrorCode } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { useTranslation } from '@/lib/use-translation';
import { refusal } from '../utils/api-error';
import '../messages';

/** §6: member types 0, 1 and 2 may deposit and withdraw. */
const MONEY_MEMBER_TYPES: readonly number[] = [0, 1, 2];
/** §6, §9: free_reject is an offline toast shown for 2 seconds. */
export const FREE_REJECT_TOAST_MS = 2_000;

const isFreeReject = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ErrorCode.FREE_REJECT;

/**
 * Other member types get the free_reject toast and no form (the server refuses them too). A
 * session handed over by token has no type: the server decides, and `error` (the page's first
 * failed read) carries its answer. FREE_REJECT reads as the type check does; any other failure
 * shows its refusal, where the page would otherwise wait on an empty card for ever.
 */
export const MoneyGate = ({ children, error }: { children: ReactNode; error?: unknown }) => {
  const { t } = useTranslation();
  const type = useSession()?.type ?? null;
  const refused = (type !== null && !MONEY_MEMBER_TYPES.includes(type)) || isFreeReject(error);
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
  if (error) {
    return (
      <p className="card money-notice" role="alert" data-testid="money-load-failed">
        {refusal(error, t('money.error_unknown')).message}
      </p>
    );
  }
  return children;
};
