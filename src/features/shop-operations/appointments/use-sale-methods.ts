import { useQuery } from '@tanstack/react-query';
import { saleMethodsOf } from '@/domain/sales-records';
import { shopOpsKeys } from '../query-keys';
import { fetchShopSaleSettings } from './api';

/**
 * The sale payment methods with whether the shop takes each (its profile's list through saleMethodsOf, the rule
 * the server refuses by), and the shop's time zone (a sale's date is the shop's wall clock): the completion's
 * payment and the sales form offer the methods not taken disabled.
 */
export function useSaleMethods(shopId: string, enabled = true) {
  return useQuery({
    queryKey: [...shopOpsKeys.shop(shopId), 'sale-settings'] as const,
    queryFn: ({ signal }) => fetchShopSaleSettings(shopId, signal),
    select: (settings) => ({
      methods: saleMethodsOf(settings.paymentMethods),
      timeZone: settings.timeZone,
    }),
    enabled,
  });
}
