import type { UserRole } from '../../../src/domain/auth';
import { isId } from '../../../src/domain/ids';
import { validTimeZone } from '../../../src/domain/opening-hours';
import { isSaleId, type SaleRecord } from '../../../src/domain/sales';
import { salesShopChoice } from '../../../src/domain/sales-list';
import { ApiError } from '../../http/api-error';
import { decided } from '../../http/refusal';
import { ShopModel, type ShopDoc } from '../../models/shop.model';
import { listedOwnedShopIds } from '../shop-admin/owned-shops';
import { findSale } from './sales-store';

/**
 * Which shop a sales request is about (src/domain/sales-list.ts salesShopChoice): a shop owner's own (the one
 * named by `shopId`, else their first), or for an admin the one named. Shops are read by `_id` only (an owner's
 * through their owned-shop list). Any shop the caller may not manage answers 404 like one that does not exist.
 */

export interface SalesCaller {
  userId: string;
  role: UserRole;
}

export interface SalesShop {
  shopId: string;
  name: string;
  timeZone: string;
  paymentMethods: string[];
  doc: ShopDoc;
}

const shopOf = (doc: ShopDoc): SalesShop => ({
  shopId: doc._id,
  name: doc.name,
  timeZone: validTimeZone(doc.timeZone ?? undefined),
  paymentMethods: (doc as { paymentMethods?: string[] }).paymentMethods ?? [],
  doc,
});

const readShop = (id: string) => ShopModel.findById(id).lean<ShopDoc>();

const mayManage = (caller: SalesCaller, shop: ShopDoc | null): shop is ShopDoc =>
  shop !== null && (caller.role === 'admin' || shop.ownerId === caller.userId);

export async function salesShopFor(caller: SalesCaller, requested?: string): Promise<SalesShop> {
  if (requested !== undefined && !isId('shop', requested)) throw new ApiError('SHOP_NOT_FOUND');
  if (caller.role === 'admin' || requested) {
    // an admin must name a shop; a named shop is checked against the caller below
    const id =
      caller.role === 'admin' ? decided(salesShopChoice('admin', requested, [])) : requested!;
    const shop = await readShop(id);
    if (!mayManage(caller, shop)) throw new ApiError('SHOP_NOT_FOUND');
    return shopOf(shop);
  }
  const ids = await listedOwnedShopIds(caller.userId);
  const shops = (await Promise.all(ids.map(readShop))).filter((shop): shop is ShopDoc =>
    mayManage(caller, shop),
  );
  const id = decided(
    salesShopChoice(
      caller.role,
      undefined,
      shops.map((shop) => ({ id: shop._id, name: shop.name })),
    ),
  );
  return shopOf(shops.find((shop) => shop._id === id)!);
}

/** A transaction and its shop, if the caller may manage that shop; else 404 TRANSACTION_NOT_FOUND. */
export async function managedSale(
  caller: SalesCaller,
  id: string,
): Promise<{ record: SaleRecord; shop: SalesShop }> {
  if (!isSaleId(id)) throw new ApiError('TRANSACTION_NOT_FOUND');
  const record = await findSale(id);
  const shop = record ? await readShop(record.shopId) : null;
  if (!record || !mayManage(caller, shop)) throw new ApiError('TRANSACTION_NOT_FOUND');
  return { record, shop: shopOf(shop) };
}
