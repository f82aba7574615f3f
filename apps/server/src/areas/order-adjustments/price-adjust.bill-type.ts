import { PRICE_ADJUSTMENT_ORDER, PriceAdjustPermission } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';
import { applyPrices, checkPrices, restorePrices, priceUnreviewBlocker } from './price-adjust-apply.service.js';
import { priceDeskValues } from './price-adjust.repository.js';

/**
 * 订单调价单: new prices (不含税单价, 税率, 加工单价) of a reviewed order's goods. On the order locked for update the
 * goods must still carry the bill's old prices (at submit and at the final approval); review writes the new prices
 * and their amounts, anti-review the old ones, both kept on the bill.
 */
export const priceAdjustBillType: BillTypeDefinition = {
  type: PRICE_ADJUSTMENT_ORDER,
  table: 'price_adjust',
  numberColumn: 'adjust_no',
  families: ['price-adjustment-order'],
  deskColumns: [
    { key: 'concatPrdOrderNo', zh: '关联订单号', en: 'Order' },
    { key: 'adjustDate', zh: '调价日期', en: 'Date' },
  ],
  permissions: {
    edit: PriceAdjustPermission.add,
    submit: PriceAdjustPermission.add,
    applyAntiReview: PriceAdjustPermission.applyAntiReview,
    void: PriceAdjustPermission.delete,
    delete: PriceAdjustPermission.delete,
  },
  hooks: {
    validateSubmit: async (trx, ctx, billId) => {
      await checkPrices(trx, ctx, billId);
    },
    onPosted: (trx, ctx, billId) => applyPrices(trx, ctx, billId),
    onUnposted: (trx, ctx, billId) => restorePrices(trx, ctx, billId),
    blocksUnreview: (trx, ctx, billId) => priceUnreviewBlocker(trx, ctx, billId),
    describeForDesk: (db, unitId, billIds) => priceDeskValues(db, unitId, billIds),
  },
};
