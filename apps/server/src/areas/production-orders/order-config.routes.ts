import {
  checkAttachmentQuery,
  idSchema,
  orderConversionConfigInput,
  orderGoodsInfoConfigInput,
  orderSubmitConfigInput,
  placeOrderTypeInput,
  placeOrderTypeQuery,
  ProductionOrderPermission as P,
} from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import * as config from './order-config.service.js';
import { addPlaceOrderType, deletePlaceOrderType, listPlaceOrderTypes } from './place-order-type.service.js';

/** 订单配置 (/orderProductionConfig) and the 下单类型 options. */
export function registerOrderConfigRoutes(app: FastifyInstance): void {
  const tags = ['production-orders'];
  const db = app.db;

  route(app, {
    method: 'GET',
    url: 'facPrdOrder/getFieldConfig',
    summary: 'Goods-information columns of the order screens (selectedConfigList, configAllList)',
    tags,
    permission: P.query,
    handler: ({ ctx }) => config.getGoodsInfoConfig(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/updateFieldConfig',
    summary: 'Choose the goods-information columns (fieldIds = codes)',
    tags,
    permission: P.deploy,
    body: orderGoodsInfoConfigInput,
    handler: ({ body, ctx }) => config.updateGoodsInfoConfig(db, ctx, body.fieldIds),
  });
  route(app, {
    method: 'GET',
    url: 'facPrdOrder/target/field/getConfig',
    summary: 'Fields required at 提报: order (kind 1) and goods (kind 2); default-required ones locked',
    tags,
    permission: P.query,
    handler: ({ ctx }) => config.getSubmitConfig(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/target/field/createConfig',
    summary: 'Set the fields required at 提报 (locked ones stay required)',
    tags,
    permission: P.deploy,
    body: orderSubmitConfigInput,
    handler: ({ body, ctx }) => config.updateSubmitConfig(db, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'facPrdOrder/getAttachmentFieldConfig',
    summary: 'Fields of the goods record required before converting an order into missions',
    tags,
    permission: P.query,
    handler: ({ ctx }) => config.getConversionConfig(db, ctx),
  });
  route(app, {
    method: 'POST',
    url: 'facPrdOrder/updateAttachmentFieldConfig',
    summary: 'Set the goods-record fields required before conversion (fieldIds = codes)',
    tags,
    permission: P.deploy,
    body: orderConversionConfigInput,
    handler: ({ body, ctx }) => config.updateConversionConfig(db, ctx, body.fieldIds),
  });
  route(app, {
    method: 'GET',
    url: 'facPrdOrder/checkAttachment',
    summary: 'Goods of an order (or one style) whose record misses fields required before conversion (5007001 when any)',
    tags,
    permission: P.query,
    query: checkAttachmentQuery,
    handler: ({ query, ctx }) => config.requireAttachments(db, ctx, query),
  });
  route(app, {
    method: 'GET',
    url: 'common-goods-attr/placeOrderTypeList',
    summary: '下单类型 options of the factory (attrId, attrVal), filtered by keyword',
    tags,
    permission: null,
    query: placeOrderTypeQuery,
    handler: async ({ query, ctx }) => ({ commonGoodsAttrs: await listPlaceOrderTypes(db, ctx, query.keyword) }),
  });
  route(app, {
    method: 'POST',
    url: 'common-goods-attr/placeOrderType',
    summary: 'Add a 下单类型 option (name unique in the factory)',
    tags,
    permission: P.deploy,
    body: placeOrderTypeInput,
    handler: ({ body, ctx }) => addPlaceOrderType(db, ctx, body.attrVal),
  });
  route(app, {
    method: 'DELETE',
    url: 'common-goods-attr/placeOrderType/:id',
    summary: 'Remove a 下单类型 option no live order uses',
    tags,
    permission: P.deploy,
    params: z.object({ id: idSchema }),
    handler: async ({ params, ctx }) => {
      await deletePlaceOrderType(db, ctx, params.id);
      return null;
    },
  });
}
