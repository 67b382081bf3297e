import type { Locale } from '../../../src/domain/constants';
import { UserModel } from '../../models/user.model';
import { salesDashboard } from '../sales/sales-figures';
import { salesShopFor } from '../sales/sales-shop';
import { streamSaleRecords } from '../sales/sales-store';
import type { SalesExportSource } from './sales-export.service';

/**
 * The report's data from the sales module: the shop chosen as for every sales request (salesShopFor), the
 * dashboard's figures (its month summaries), and the store's records one month bucket at a time.
 */
export const storedSalesSource: SalesExportSource = {
  async shopFor(caller, shopId) {
    const shop = await salesShopFor(caller, shopId);
    return { shopId: shop.shopId, name: shop.name, timeZone: shop.timeZone };
  },
  async summary(shop, ranges, language, now) {
    return (await salesDashboard(shop, ranges, language, now)).summary;
  },
  records: (shopId, range) => streamSaleRecords(shopId, range),
  async savedLanguage(userId): Promise<Locale> {
    const user = await UserModel.findById(userId, { language: 1 }).lean<{ language?: string }>();
    return user?.language === 'it' ? 'it' : 'en';
  },
};
