import { logout, sessionRenew } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';

/** §4 logout: DELETE /wps/session. */
export const logoutRequest = () => apiCall(logout, { query: {} });

/** §2.3 on home load when logged in. */
export const renewSessionRequest = () => apiCall(sessionRenew);
