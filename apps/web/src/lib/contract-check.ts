import { needsContractCheck, routes, type ContractValue } from '@lotto/contract';
import { paths } from '@/config/paths';
import { apiCall } from './api-client';

/**
 * §3 contract fields → the §2.1 page of the first kind awaiting review (daily salary, then
 * dividend, then hourly salary), or null when none awaits.
 */
export const contractReviewPath = (v: ContractValue): string | null =>
  v.dailysalreqtype
    ? paths.salaryContract
    : v.divtypecompperiodreq
      ? paths.dividendContract
      : v.contracthoursalreq
        ? paths.hourContract
        : null;

/**
 * §6 contract check after login: session types 4, 40, 41 and 42 are exempt; for the others the
 * contract request says which contract awaits review, and the app goes to its page. A failed
 * check sends nowhere (the login goes on as usual).
 */
export async function contractCheckPath(session: {
  token: string;
  customerType: number;
}): Promise<string | null> {
  if (!needsContractCheck(session.customerType)) return null;
  try {
    return contractReviewPath(
      await apiCall(routes.contractRequest, { query: { token: session.token } }),
    );
  } catch {
    return null;
  }
}
