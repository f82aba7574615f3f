import { dec, ProductionOrderPermission } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';
import { AppError, Code } from '../../platform/http/errors.js';
import { orderPostingHooks } from './order-posting-hooks.js';
import { convertedOrders, deskValues } from './order-desk.repository.js';
import { assertRequiredFields } from './order-submit-check.js';
import { findOrderHead } from './production-order.repository.js';

export const FAC_PRD_ORDER = 'FAC_PRD_ORDER';

/**
 * Formal production orders (type 1) go through the review workflow; pre-orders (type 0) share the table but are
 * never submitted: they are edited, voided (作废) or turned into a formal order (转订单). What an order's review
 * means to other areas (purchase demand) they attach through registerOrderPostingHook.
 */
export const productionOrderBillType: BillTypeDefinition = {
  type: FAC_PRD_ORDER,
  table: 'production_order',
  numberColumn: 'order_no',
  families: ['fac-prd-order'],
  deskColumns: [
    { key: 'styleNos', zh: '商品款号', en: 'Styles' },
    { key: 'placeorderAt', zh: '制单日期', en: 'Order date' },
    { key: 'deliveryAt', zh: '交货日期', en: 'Delivery date' },
    { key: 'totalNum', zh: '订货数量', en: 'Quantity' },
  ],
  permissions: {
    edit: ProductionOrderPermission.add,
    submit: ProductionOrderPermission.report,
    applyAntiReview: ProductionOrderPermission.applyAntiReview,
    void: ProductionOrderPermission.cancel,
    delete: ProductionOrderPermission.cancel,
  },
  hooks: {
    validateSubmit: async (trx, ctx, billId) => {
      const head = await findOrderHead(trx, ctx, billId);
      if (head?.type === 0)
        throw new AppError(Code.badState, {
          zh: '预下单不能提报，请先转为正式订单',
          en: 'A pre-order cannot be submitted; turn it into a formal order first',
        });
      await assertRequiredFields(trx, ctx, billId);
    },
    // The action bar of a pre-order offers 转订单 (its page's own button), never 提报.
    withheldActions: async (db, ctx, billId) => ((await findOrderHead(db, ctx, billId))?.type === 0 ? ['submit'] : []),
    onPosted: async (trx, ctx, billId) => {
      for (const h of orderPostingHooks()) await h.onPosted?.(trx, ctx, billId);
    },
    onUnposted: async (trx, ctx, billId) => {
      for (const h of orderPostingHooks()) await h.onUnposted?.(trx, ctx, billId);
    },
    blocksUnreview: async (trx, ctx, billId) => {
      const converted = (await convertedOrders(trx, ctx, [billId])).get(billId);
      if (converted && dec.isPositive(converted))
        return { zh: '订单已转工单，不能反审', en: 'The order has been converted into missions and cannot be un-reviewed' };
      for (const h of orderPostingHooks()) {
        const reason = await h.blocksUnreview?.(trx, ctx, billId);
        if (reason) return reason;
      }
      return null;
    },
    describeForDesk: async (db, unitId, billIds) => deskValues(db, unitId, billIds),
  },
};
