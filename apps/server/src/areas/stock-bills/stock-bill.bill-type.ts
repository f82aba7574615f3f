import { STOCK_BILL_EDIT_PERMISSION, STOCK_BILL_TYPES, StockBillPermission, type StockBillType } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
// A cycle with the posting service: each uses the other's exports only inside functions (none at load time).
import { blocksStockBillUnreview, postStockBill, unpostStockBill, validateStockBill } from './stock-bill-posting.service.js';
import * as repo from './stock-bill.repository.js';

/** The view each kind's bill type reads (migration 202612020600): a bill of one kind is never moved as another. */
const VIEW: Record<StockBillType, string> = {
  STOCK_IN: 'stock_in_bill',
  STOCK_OUT: 'stock_out_bill',
  STOCK_DELIVERY: 'stock_delivery_bill',
  STOCK_SALE_RETURN: 'stock_return_bill',
  STOCK_ADJUST: 'stock_adjust_bill',
};

const NUMBERING: Record<StockBillType, { prefix: string; zh: string; en: string }> = {
  STOCK_IN: { prefix: 'RK', zh: '入库单', en: 'Stock-in' },
  STOCK_OUT: { prefix: 'CK', zh: '出库单', en: 'Stock-out' },
  STOCK_DELIVERY: { prefix: 'FH', zh: '库存发货单', en: 'Stock shipment' },
  STOCK_SALE_RETURN: { prefix: 'TH', zh: '退货入库单', en: 'Sales return' },
  STOCK_ADJUST: { prefix: 'TZ', zh: '库存调整单', en: 'Stock adjustment' },
};

for (const type of STOCK_BILL_TYPES)
  registerNumberRule({
    billType: type,
    kind: 'BILL',
    zh: NUMBERING[type].zh,
    en: NUMBERING[type].en,
    segments: [
      { type: 'TEXT', value: NUMBERING[type].prefix },
      { type: 'DATE', format: 'yyMMdd' },
      { type: 'SERIAL', length: 4, reset: 'DAY' },
    ],
  });

/** System transitions of the family: 撤销 (a reviewed bill reversed and voided), 确认入库 (a notice received). */
export const STOCK_BILL_SYSTEM_ACTIONS = { revoke: 'REVOKE', receiveInform: 'RECEIVE_INFORM' } as const;

function stockBillType(type: StockBillType): BillTypeDefinition {
  const edit = STOCK_BILL_EDIT_PERMISSION[type];
  return {
    type,
    table: VIEW[type],
    numberColumn: 'bill_no',
    // The reference's one uflo family for all kinds answers the shipment (the desk's most common stock bill).
    ...(type === 'STOCK_DELIVERY' ? { families: ['stock-bill'] } : {}),
    deskColumns: [
      { key: 'storehouseName', zh: '仓库', en: 'Storehouse' },
      { key: 'partnerName', zh: '客户 / 供应商', en: 'Customer / supplier' },
      { key: 'totalQuantity', zh: '总计数量', en: 'Total quantity' },
      { key: 'totalAmount', zh: '总计金额', en: 'Total amount' },
    ],
    systemTransitions: [
      {
        action: STOCK_BILL_SYSTEM_ACTIONS.revoke,
        from: [2],
        to: 5,
        label: { zh: '撤销', en: 'be revoked' },
      },
      ...(type === 'STOCK_IN'
        ? [
            {
              action: STOCK_BILL_SYSTEM_ACTIONS.receiveInform,
              from: [0],
              to: 2,
              label: { zh: '确认入库', en: 'be received from its notice' },
            },
          ]
        : []),
    ],
    permissions: { edit, submit: edit, applyAntiReview: StockBillPermission.repeal, void: edit, delete: edit },
    hooks: {
      validateSubmit: (trx, ctx, billId, phase) => validateStockBill(trx, ctx, billId, phase),
      onPosted: (trx, ctx, billId) => postStockBill(trx, ctx, billId),
      onUnposted: (trx, ctx, billId) => unpostStockBill(trx, ctx, billId),
      blocksUnreview: (trx, ctx, billId) => blocksStockBillUnreview(trx, ctx, billId),
      describeForDesk: async (db, unitId, billIds) => {
        const out = new Map<string, Record<string, unknown>>();
        for (const id of billIds) {
          const b = await repo.findHead(db, unitId, id);
          if (!b) continue;
          out.set(id, {
            storehouseName: b.storehouseName,
            partnerName: b.customerName ?? b.outsideFactoryName ?? '',
            totalQuantity: b.totalQuantity,
            totalAmount: b.totalAmount,
          });
        }
        return out;
      },
    },
  };
}

export const stockBillTypes: Record<StockBillType, BillTypeDefinition> = Object.fromEntries(
  STOCK_BILL_TYPES.map((t) => [t, stockBillType(t)]),
) as Record<StockBillType, BillTypeDefinition>;

registerNumberRule({
  billType: 'STOCK_INFORM',
  kind: 'BILL',
  zh: '入库通知单',
  en: 'Inbound notice',
  segments: [
    { type: 'TEXT', value: 'RKTZ' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});
