import { Router } from 'express';
import {
  blocksQuerySchema,
  createBlockSchema,
  moveBlockSchema,
} from '../../../src/domain/shop-blocks';
import { ok } from '../../http/ok';
import { validateBody, validateQuery } from '../../http/validate';
import { actorOf, requireShopManager, shopOf } from '../shop-admin/shop-access';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';
import { createShopBlocksService } from './shop-blocks.service';

/**
 * Blocked time (issue 15; paths in the spec's style): GET /api/shops/:id/blocks?from&to, POST
 * /api/shops/:id/blocks, PATCH /api/shops/:id/blocks/:blockId (a move) and DELETE /api/shops/:id/blocks/:blockId. Only the shop's owner or an admin; anyone
 * else gets 404 SHOP_NOT_FOUND, and a block of another shop is 404 BLOCK_NOT_FOUND. Other paths fall through.
 */
export function shopBlocksRouter(deps: ShopAdminDeps): Router {
  const router = Router();
  const blocks = createShopBlocksService(deps);
  const manager = requireShopManager(deps.guards);

  router.get('/:id/blocks', ...manager, async (req, res) => {
    const query = await validateQuery(blocksQuerySchema, req.query);
    ok(res, { blocks: await blocks.list(shopOf(res), query.from, query.to) });
  });

  router.post('/:id/blocks', ...manager, async (req, res) => {
    const input = await validateBody(createBlockSchema, req.body);
    ok(res, { block: await blocks.create(shopOf(res), actorOf(res), input) }, { status: 201 });
  });

  router.patch('/:id/blocks/:blockId', ...manager, async (req, res) => {
    const input = await validateBody(moveBlockSchema, req.body);
    const block = await blocks.move(shopOf(res), actorOf(res), String(req.params.blockId), input);
    ok(res, { block });
  });

  router.delete('/:id/blocks/:blockId', ...manager, async (req, res) => {
    const blockId = String(req.params.blockId);
    await blocks.remove(shopOf(res), actorOf(res), blockId);
    ok(res, { deleted: blockId });
  });

  return router;
}
