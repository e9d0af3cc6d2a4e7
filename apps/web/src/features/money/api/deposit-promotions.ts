import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';

export const depositPromotionsOptions = () =>
  queryOptions({
    queryKey: ['money', 'deposit-promotions'] as const,
    queryFn: ({ signal }) => apiCall(routes.depositPromotions, { signal }),
  });
export const useDepositPromotions = () => useQuery(depositPromotionsOptions());

export const acceptDepositPromotion = (announcementId: number) =>
  apiCall(routes.acceptDepositPromotion, { body: { announcementId } });
