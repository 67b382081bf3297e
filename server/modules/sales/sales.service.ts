import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Locale } from '../../../src/domain/constants';
import type {
  SaleDeleteResult,
  SaleTransactionPage,
  SaleTransactionResult,
} from '../../../src/domain/sales';
import { saleChangesOf, saleEntryChange } from '../../../src/domain/sales-audit';
import type { SalesDashboard } from '../../../src/domain/sales-dashboard';
import { pageOfSales } from '../../../src/domain/sales-list';
import { salesRanges } from '../../../src/domain/sales-periods';
import {
  applySaleUpdate,
  deletionOf,
  newManualSale,
  reversalOf,
  toSaleTransaction,
  type SaleContext,
} from '../../../src/domain/sales-records';
import type {
  SaleCreateInput,
  SaleListQuery,
  SaleUpdateInput,
  SalesRangeQuery,
} from '../../../src/domain/sales-schema';
import { localDate } from '../../../src/domain/zoned-time';
import { ApiError } from '../../http/api-error';
import { decided } from '../../http/refusal';
import { recordShopChange } from '../shop-admin/shop-audit';
import type { FieldChange } from '../shop-admin/shop-changes';
import { salesDashboard } from './sales-figures';
import { managedSale, salesShopFor, type SalesCaller, type SalesShop } from './sales-shop';
import {
  insertSale,
  removeSale,
  replaceSale,
  shopSaleRecords,
  withSaleVersion,
} from './sales-store';

/**
 * Sales and finance (issue 16, spec 03 §7 Sales): manual sales, changes with optimistic concurrency, deletes (a
 * manual sale removed, a booking's reversed), the list and the dashboard of the caller's shop. Rules come from
 * src/domain/sales*.ts (shared with the mocks); storage from sales-store.ts. Every owner's write is recorded in
 * the shop's audit trail (Activity, section `sales`): who, when and what.
 */

export interface SalesService {
  create(
    caller: SalesCaller,
    input: SaleCreateInput,
    language: Locale,
  ): Promise<SaleTransactionResult>;
  update(
    caller: SalesCaller,
    id: string,
    input: SaleUpdateInput,
    language: Locale,
  ): Promise<SaleTransactionResult>;
  remove(caller: SalesCaller, id: string, language: Locale): Promise<SaleDeleteResult>;
  list(caller: SalesCaller, query: SaleListQuery, language: Locale): Promise<SaleTransactionPage>;
  dashboard(caller: SalesCaller, query: SalesRangeQuery, language: Locale): Promise<SalesDashboard>;
}

/** `txn_` + 16 URL-safe random characters. */
export const newSaleId = (): string => `txn_${randomBytes(12).toString('base64url')}`;

export function createSalesService(deps: {
  logger: Pick<Logger, 'error'>;
  now?: () => Date;
}): SalesService {
  const now = () => (deps.now?.() ?? new Date()).getTime();
  const contextOf = (shop: SalesShop, caller: SalesCaller): SaleContext => ({
    shopId: shop.shopId,
    timeZone: shop.timeZone,
    now: now(),
    actorId: caller.userId,
  });

  /** Records an owner's change; `required`: the write must not happen without it (a delete). */
  async function audit(
    caller: SalesCaller,
    shopId: string,
    action: string,
    changes: FieldChange[],
    required = false,
  ): Promise<void> {
    try {
      await recordShopChange({ shopId, actor: caller, section: 'sales', action, changes });
    } catch (error) {
      deps.logger.error(
        { err: error, shopId, action },
        'sales change not recorded in the audit trail',
      );
      if (required) throw error;
    }
  }

  return {
    async create(caller, input, language) {
      const shop = await salesShopFor(caller, input.shopId);
      const record = decided(
        newManualSale(newSaleId(), input, contextOf(shop, caller), shop.paymentMethods),
      );
      await insertSale(record);
      await audit(caller, shop.shopId, 'transaction_created', [saleEntryChange(null, record)]);
      return { transaction: toSaleTransaction(record, language) };
    },

    async update(caller, id, input, language) {
      const { record, shop } = await managedSale(caller, id);
      const next = decided(
        applySaleUpdate(record, input, contextOf(shop, caller), shop.paymentMethods),
      );
      await withSaleVersion(record, async () => {
        if (!(await replaceSale(record, next))) throw new ApiError('TRANSACTION_STALE');
      });
      await audit(caller, shop.shopId, 'transaction_updated', saleChangesOf(record, next));
      return { transaction: toSaleTransaction(next, language) };
    },

    async remove(caller, id, language) {
      const { record, shop } = await managedSale(caller, id);
      const how = decided(deletionOf(record));
      const ctx = contextOf(shop, caller);
      return withSaleVersion(record, async (): Promise<SaleDeleteResult> => {
        if (how === 'remove') {
          // the trail keeps who deleted what, and when, before it is gone
          await audit(
            caller,
            shop.shopId,
            'transaction_deleted',
            [saleEntryChange(record, null)],
            true,
          );
          if (!(await removeSale(record))) throw new ApiError('TRANSACTION_STALE');
          return {
            outcome: 'removed',
            transaction: toSaleTransaction(record, language),
            reversal: null,
          };
        }
        const { original, reversal } = reversalOf(record, ctx);
        const made = await insertSale(reversal);
        if (!(await replaceSale(record, original))) {
          if (made.created) await removeSale(made.record);
          throw new ApiError('TRANSACTION_STALE');
        }
        await audit(caller, shop.shopId, 'transaction_reversed', [
          saleEntryChange(record, original),
        ]);
        return {
          outcome: 'reversed',
          transaction: toSaleTransaction(original, language),
          reversal: toSaleTransaction(made.record, language),
        };
      });
    },

    async list(caller, query, language) {
      const shop = await salesShopFor(caller, query.shopId);
      const records = await shopSaleRecords(shop.shopId, {
        from: query.startDate,
        to: query.endDate,
      });
      return pageOfSales(records, query, shop, language);
    },

    async dashboard(caller, query, language) {
      const shop = await salesShopFor(caller, query.shopId);
      const at = now();
      const ranges = salesRanges(query, localDate(at, shop.timeZone));
      return salesDashboard(shop, ranges, language, at);
    },
  };
}
