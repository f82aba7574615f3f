import {
  changeRecordListInput,
  checkStyleNoQuery,
  GoodsPermission,
  goodsIdQuery,
  goodsStopUseInput,
  goodsStyleAdd,
  goodsStyleListInput,
  goodsStyleUpdate,
  idSchema,
  styleDropDownInput,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { listChangeRecords } from './goods-style-change.service.js';
import { createStyle, deleteStyle, judgeSkuRemoval, setStylesStopped, updateStyle } from './goods-style-edit.service.js';
import { styleOptions } from './goods-style.repository.js';
import { checkStyleNo, getStyleDetail, getStyleSkus, pageStyleList } from './goods-style.service.js';

/** The detail accepts goodsId or the original client's styleId. */
const detailQuery = z
  .object({ goodsId: idSchema.optional(), styleId: idSchema.optional() })
  .refine((v) => v.goodsId ?? v.styleId, { message: '请指定商品|goodsId is required', path: ['goodsId'] });

export function registerGoodsStyleRoutes(app: FastifyInstance): void {
  const tags = ['goods'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'fac/goods/selectFacGoodsStyle',
    summary: 'Goods styles, paged (keyword on style no / name, customers, size categories, stop-use)',
    tags,
    permission: GoodsPermission.list,
    body: goodsStyleListInput,
    handler: ({ body, ctx }) => pageStyleList(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'fac/goods/getFacGoodsStyle',
    summary: 'One goods style with skuList (SPEC snake_case rows), pictures and custom field display values',
    tags,
    permission: GoodsPermission.list,
    query: detailQuery,
    handler: ({ query, ctx }) => getStyleDetail(db, ctx, (query.goodsId ?? query.styleId)!),
  });
  route(app, {
    method: 'GET',
    url: 'fac/goods/getFacGoodsSku',
    summary: "A style's SKUs (colour × size × standard length)",
    tags,
    permission: GoodsPermission.list,
    query: goodsIdQuery,
    handler: ({ query, ctx }) => getStyleSkus(db, ctx, query.goodsId),
  });
  route(app, {
    method: 'POST',
    url: 'fac/goods/addFacGoodsStyle',
    summary: 'Create a goods style and its SKU matrix; a blank style no is generated (numbering key GOODS_STYLE)',
    tags,
    permission: GoodsPermission.add,
    body: goodsStyleAdd,
    handler: ({ body, ctx }) => createStyle(db, ctx, body),
  });
  route(app, {
    method: 'POST',
    url: 'fac/goods/updateFacGoodsStyle',
    summary: 'Edit a goods style (optimistic version): SKUs follow colours/sizes/lengths, used SKUs are kept or refused',
    tags,
    permission: GoodsPermission.update,
    body: goodsStyleUpdate,
    handler: ({ body, ctx }) => updateStyle(db, ctx, body),
  });
  for (const method of ['GET', 'POST'] as const) {
    route(app, {
      method,
      url: 'fac/goods/deleteFacGoods',
      changesData: true,
      summary: 'Delete a goods style, refused while any of its SKUs is used',
      tags,
      permission: GoodsPermission.delete,
      ...(method === 'POST' ? { body: goodsIdQuery } : { query: goodsIdQuery }),
      handler: async ({ body, query, ctx }) => {
        await deleteStyle(db, ctx, (body ?? query)!.goodsId);
        return null;
      },
    });
  }
  route(app, {
    method: 'GET',
    url: 'fac/goods/checkFacGoodsStyle',
    summary: 'Is this style no taken in the factory (by another style than goodsId)?',
    tags,
    permission: null,
    query: checkStyleNoQuery,
    handler: ({ query, ctx }) => checkStyleNo(db, ctx, query.styleNo, query.goodsId),
  });
  route(app, {
    method: 'POST',
    url: 'fac/goods/stopUse',
    summary: 'Stop-use (or resume) one goods style',
    tags,
    permission: GoodsPermission.update,
    body: z.object({ goodsId: idSchema, isStopped: goodsStopUseInput.shape.isStopped }),
    handler: ({ body, ctx }) => setStylesStopped(db, ctx, [body.goodsId], body.isStopped),
  });
  route(app, {
    method: 'POST',
    url: 'fac/goods/batchStopUse',
    summary: 'Stop-use (or resume) several goods styles',
    tags,
    permission: GoodsPermission.update,
    body: goodsStopUseInput,
    handler: ({ body, ctx }) => setStylesStopped(db, ctx, body.ids, body.isStopped),
  });
  route(app, {
    method: 'POST',
    url: 'fac/goods/judgeFacDelSku',
    summary: 'Whether SKUs of a style may be removed (the places that use them)',
    tags,
    permission: GoodsPermission.list,
    body: z.object({ goodsId: idSchema, skuIds: z.array(idSchema).min(1).max(1000) }),
    handler: ({ body, ctx }) => judgeSkuRemoval(db, ctx, body.goodsId, body.skuIds),
  });
  route(app, {
    method: 'POST',
    url: 'fac/goods/changeRecords',
    summary: 'Change records of a style (normal and custom fields), newest first',
    tags,
    permission: GoodsPermission.list,
    body: changeRecordListInput,
    handler: async ({ body, ctx }) => {
      await getStyleDetail(db, ctx, body.goodsId);
      return listChangeRecords(db, ctx, body);
    },
  });
  route(app, {
    method: 'POST',
    url: 'commonDropDownList/getAllStyleByUnitId',
    summary: 'Style dropdown: [{goodsId, styleNo, styleName}] (stop-used left out unless asked)',
    tags,
    permission: null,
    body: styleDropDownInput,
    handler: ({ body, ctx }) => styleOptions(db, ctx.unitId, body?.keyword, body?.includeStopped ?? false),
  });
}
