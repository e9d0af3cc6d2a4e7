import { LOGOUT_LOADING_TOAST_MS } from '@lotto/contract';
import { dismissToast, showToast } from '@/components/ui/toast-store';
import { clearLocalSession, readSession } from '@/lib/session-storage';
import { logoutRequest } from '../api/session';

/**
 * §4 logout after the confirm dialog: 'please wait', the logout call, then everything local goes
 * (auto-login '0', the token and trial mark, member info, the whole session storage) whether or
 * not the call succeeded, since a player who asked to leave must not stay logged in here.
 */
export const signOut = async (pleaseWaitText: string): Promise<void> => {
  const toastId = showToast('loading', pleaseWaitText, LOGOUT_LOADING_TOAST_MS);
  try {
    if (readSession()) await logoutRequest();
  } catch {
    // Ignored on purpose: the local session ends either way.
  } finally {
    clearLocalSession();
    dismissToast(toastId);
  }
};
