import { FAC_PRD_ORDER_ADJUST, OrderAdjustPermission } from '@gf/contracts';
import { adjustmentDeskValues, type AdjustmentShape } from '../../bills/desk-change.repository.js';
import type { BillTypeDefinition } from '../../bills/registry.js';
import { applyAdjustment, checkAdjustment, restoreAdjustment, unreviewBlocker } from './order-adjust-apply.service.js';

const deskShape: AdjustmentShape = {
  head: 'order_adjust',
  lines: 'order_adjust_line',
  lineHeadColumn: 'order_adjust_id',
  source: { table: 'production_order', headColumn: 'production_order_id', numberColumn: 'order_no', as: 'concatPrdOrderNo' },
};

/**
 * 订单调整单: new quantities for a reviewed formal order. Its rules run on the order locked for update: at submit
 * and again at the final approval the order must still hold the bill's old quantities and the new ones must not go
 * below what later work holds; review writes the new quantities, anti-review the old ones, exactly.
 */
export const orderAdjustBillType: BillTypeDefinition = {
  type: FAC_PRD_ORDER_ADJUST,
  table: 'order_adjust',
  numberColumn: 'adjust_no',
  families: ['fac-prd-adjust-order'],
  deskColumns: [
    { key: 'concatPrdOrderNo', zh: '关联订单号', en: 'Order' },
    { key: 'placeorderAt', zh: '制单日期', en: 'Date' },
    { key: 'change', zh: '调整数量', en: 'Quantity change' },
  ],
  permissions: {
    edit: OrderAdjustPermission.add,
    submit: OrderAdjustPermission.add,
    applyAntiReview: OrderAdjustPermission.applyAntiReview,
    void: OrderAdjustPermission.cancel,
    delete: OrderAdjustPermission.cancel,
  },
  hooks: {
    validateSubmit: async (trx, ctx, billId) => {
      await checkAdjustment(trx, ctx, billId);
    },
    onPosted: (trx, ctx, billId) => applyAdjustment(trx, ctx, billId),
    onUnposted: (trx, ctx, billId) => restoreAdjustment(trx, ctx, billId),
    blocksUnreview: (trx, ctx, billId) => unreviewBlocker(trx, ctx, billId),
    describeForDesk: (db, unitId, billIds) => adjustmentDeskValues(db, unitId, billIds, deskShape),
  },
};
