import type { Request, RequestHandler, Response } from 'express';
import type { UserRole } from '../../../src/domain/auth';
import { ApiError } from '../../http/api-error';
import { pathId } from '../../http/path-id';
import { ShopModel, type ShopDoc } from '../../models/shop.model';
import type { AuthGuards } from '../auth/auth.contract';
import { authOf } from '../auth/auth.middleware';

/** Who is changing a shop: its owner, or an admin (who may manage any shop). */
export interface ShopActor {
  userId: string;
  role: UserRole;
}

/**
 * The shop document this actor may manage: the owner's own shop, or any shop for an admin. Anyone else, and an
 * id that names no shop, gets the same 404 SHOP_NOT_FOUND, so a prober learns nothing about other shops.
 */
export async function manageableShop(actor: ShopActor, shopId: string): Promise<ShopDoc> {
  const shop = await ShopModel.findById(shopId).lean<ShopDoc>();
  if (!shop || (actor.role !== 'admin' && shop.ownerId !== actor.userId))
    throw new ApiError('SHOP_NOT_FOUND');
  return shop;
}

/** The `:id` of a shop-management route (malformed → 404 like an unknown shop). */
export const managedShopIdOf = (req: Request): string =>
  pathId(req, 'id', 'shop', 'SHOP_NOT_FOUND');

/**
 * For `/:id/...` management routes: a signed-in shop owner or admin who may manage that shop. Puts the shop
 * document in res.locals.shop (read it with shopOf) and the actor in res.locals.actor (actorOf).
 */
export function requireShopManager(guards: AuthGuards): RequestHandler[] {
  return [
    guards.requireRole('shop', 'admin'),
    async (req, res, next) => {
      const auth = authOf(res);
      const actor: ShopActor = { userId: auth.userId, role: auth.role };
      res.locals.shop = await manageableShop(actor, managedShopIdOf(req));
      res.locals.actor = actor;
      next();
    },
  ];
}

export function shopOf(res: Response): ShopDoc {
  const shop = res.locals.shop as ShopDoc | undefined;
  if (!shop) throw new ApiError('SHOP_NOT_FOUND');
  return shop;
}

export function actorOf(res: Response): ShopActor {
  const actor = res.locals.actor as ShopActor | undefined;
  if (!actor) throw new ApiError('AUTH_REQUIRED');
  return actor;
}
