import { apiCall } from '@/lib/api-client';
import { routes } from '@lotto/contract';

/** §4 logout: DELETE /wps/session. */
export const logoutRequest = () => apiCall(routes.logout, { query: {} });
