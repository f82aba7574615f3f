import { NEED_PAY_ADJUST_ORDER, PayablesPermission as P } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';
import { adjustmentUnreviewBlocker, checkAdjustment, postAdjustment, unpostAdjustment } from './need-pay-adjust-posting.js';
import { adjustDeskRows } from './need-pay-adjust.repository.js';

/**
 * 应付调整单: a signed change to one open item (a bill's payable or receivable) with a reason. Its rule — the item
 * never below zero open — runs on the item locked FOR UPDATE at submit, again at the final approval, and before an
 * anti-review; review posts the change against ADJUSTMENT, anti-review reverses it.
 */
export const needPayAdjustBillType: BillTypeDefinition = {
  type: NEED_PAY_ADJUST_ORDER,
  table: 'need_pay_adjust',
  numberColumn: 'adjust_no',
  families: ['need-pay-adjust', 'needPayNeedReceiveOrder'],
  deskColumns: [
    { key: 'partnerName', zh: '往来单位', en: 'Partner' },
    { key: 'itemNo', zh: '调整单据', en: 'Bill adjusted' },
    { key: 'amount', zh: '调整金额', en: 'Amount' },
  ],
  permissions: {
    edit: P.adjust,
    submit: P.adjust,
    applyAntiReview: P.applyAntiReview,
    void: P.adjust,
    delete: P.adjust,
  },
  hooks: {
    validateSubmit: (trx, ctx, billId) => checkAdjustment(trx, ctx, billId),
    onPosted: (trx, ctx, billId) => postAdjustment(trx, ctx, billId),
    onUnposted: (trx, ctx, billId) => unpostAdjustment(trx, ctx, billId),
    blocksUnreview: (trx, ctx, billId) => adjustmentUnreviewBlocker(trx, ctx, billId),
    describeForDesk: async (db, unitId, billIds) =>
      new Map(
        (await adjustDeskRows(db, unitId, billIds)).map((r) => [
          r.id,
          { partnerName: r.partnerName, itemNo: r.itemNo, amount: r.amount },
        ]),
      ),
  },
};
