import { idSchema, PurchasePermission, purchasePickUpInput } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BillRegistry } from '../../bills/registry.js';
import { route } from '../../platform/http/route.js';
import { addPickUpDelivery, getPickUpLinks } from './one-step.service.js';

/** 一键采到送: the one-step call and the links a purchase detail shows. */
export function registerOneStepRoutes(app: FastifyInstance, bills: BillRegistry): void {
  const tags = ['purchasing'];
  const db = app.db;

  route(app, {
    method: 'POST',
    url: 'purchase/addPickUpDelivery',
    summary:
      '一键采到送: purchase bills per supplier (reviewed), their arrival into storehouseId and the delivery of quantityDelivery to outsideFactoryId, in one transaction; also needs fac.arriveOrder.add and fac.deliveryOrder.add',
    tags,
    permission: PurchasePermission.add,
    body: purchasePickUpInput,
    handler: ({ body, ctx }) => addPickUpDelivery(db, bills, ctx, body),
  });
  route(app, {
    method: 'GET',
    url: 'purchase/pickUpDelivery',
    summary: 'The arrival and delivery a one-step booked for this purchase bill (null when it was not made by one step)',
    tags,
    permission: PurchasePermission.list,
    query: z.object({ billMaterialPurchaseId: idSchema }),
    handler: ({ query, ctx }) => getPickUpLinks(db, ctx, query.billMaterialPurchaseId),
  });
}
