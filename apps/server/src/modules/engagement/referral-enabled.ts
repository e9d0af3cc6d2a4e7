import type { MerchantConfig } from '@lotto/contract';

/**
 * §6: the invite shows only if the REFERRAL promotion is enabled for the member. The promotions
 * issue does not record that promotion yet; until it does, the merchant's switch answers for every
 * member. Point this at the member's REFERRAL promotion when it lands.
 */
export const referralEnabledFor = async (
  merchant: MerchantConfig,
  _memberId: number,
): Promise<boolean> => merchant.engagement.referralEnabled;
