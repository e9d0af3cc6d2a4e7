import { affiliateCheck } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';

/** §2.5, §5: true when the invitation code belongs to an agent of the merchant. */
export const checkAffiliateCode = async (code: string, domain: string): Promise<boolean> => {
  try {
    await apiCall(affiliateCheck, { query: { code, domain } });
    return true;
  } catch {
    return false;
  }
};
