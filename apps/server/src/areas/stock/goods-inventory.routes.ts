import {
  goodsInventoryChangeInput,
  goodsInventoryListInput,
  goodsInventoryPermissions as P,
  goodsInventoryRecordInput,
  idSchema,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, Code, NO_PERMISSION } from '../../platform/http/errors.js';
import { route } from '../../platform/http/route.js';
import { can } from '../../platform/tenancy/context.js';
import { changeGoodsInventory, listGoodsInventory, pageGoodsInventoryRecords } from './goods-inventory.service.js';
import * as query from './stock-query.repository.js';

/** Finished-goods stock (成衣商品库存): fac/inventoryItem/* on the same ledger as material stock. */
export function registerGoodsInventoryRoutes(app: FastifyInstance): void {
  const tags = ['goods stock'];
  const db = app.db;
  route(app, {
    method: 'POST',
    url: 'fac/inventoryItem/queryInventoryItemList',
    summary: 'Goods stock of a storehouse per style, with the colour × size cells',
    tags,
    permission: P.list,
    body: goodsInventoryListInput,
    handler: ({ body, ctx }) => listGoodsInventory(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/inventoryItem/queryInventoryItemByStyleId',
    summary: "One style's goods stock in a storehouse",
    tags,
    permission: P.list,
    body: z.object({ storehouseId: idSchema, styleId: idSchema }),
    handler: async ({ body, ctx }) =>
      (await listGoodsInventory(db, ctx, { storehouseId: body.storehouseId, styleIds: [body.styleId], pageSize: 1 })).list[0] ??
      null,
  });
  route(app, {
    method: 'POST',
    url: 'fac/inventoryItem/updateInventoryItem',
    summary: 'Goods in, out or adjust (one style or several); needs the permission of the kind',
    tags,
    permission: null,
    body: goodsInventoryChangeInput,
    handler: ({ body, ctx }) => {
      const code = body.operateType === 'IN' ? P.in : body.operateType === 'OUT' ? P.out : P.adjust;
      if (!can(ctx, code)) throw new AppError(Code.noPermission, NO_PERMISSION);
      return changeGoodsInventory(db, ctx, body);
    },
  });
  for (const [url, kind, permission] of [
    ['fac/inventoryItem/batchInStorageInventoryItem', 'IN', P.batchIn],
    ['fac/inventoryItem/batchOutStorageInventoryItem', 'OUT', P.batchOut],
  ] as const) {
    route(app, {
      method: 'POST',
      url,
      summary: `Batch goods ${kind === 'IN' ? 'in' : 'out'}: many styles' SKUs, all or none`,
      tags,
      permission,
      body: goodsInventoryChangeInput.omit({ operateType: true }),
      handler: ({ body, ctx }) => changeGoodsInventory(db, ctx, { ...body, operateType: kind }),
    });
  }
  route(app, {
    method: 'POST',
    url: 'fac/inventoryItem/queryInventoryItemDetailList',
    summary: 'Goods stock change records, newest first',
    tags,
    permission: P.records,
    body: goodsInventoryRecordInput,
    handler: ({ body, ctx }) => pageGoodsInventoryRecords(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/inventoryItem/queryInventoryItemOpByList',
    summary: 'Users who changed stock',
    tags,
    permission: P.records,
    handler: ({ ctx }) => query.changeOperators(db, ctx),
  });
}
