import { apiCall } from '@/lib/api-client';
import { routes } from '@lotto/contract';

/** §2.5, §5: true when the invitation code belongs to an agent of the merchant. */
export const checkAffiliateCode = async (code: string, domain: string): Promise<boolean> => {
  try {
    await apiCall(routes.affiliateCheck, { query: { code, domain } });
    return true;
  } catch {
    return false;
  }
};
