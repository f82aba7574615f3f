import { PAYMENT, PAYMENT_APPLY, PaymentPermission as P, PREPAY, PREPAY_TRANSFER, PrepayPermission } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';
import { checkPayment, paymentUnreviewBlocker, postPayment, unpostPayment } from './payment-posting.service.js';
import { checkApply } from './payment-apply.service.js';
import { checkPrepay, postPrepay, prepayUnreviewBlocker, unpostPrepay } from './prepay-posting.service.js';

const permissions = { edit: P.add, submit: P.add, applyAntiReview: P.applyAntiReview, void: P.cancel, delete: P.cancel };

/**
 * 付款单: money paid to (or collected from) a partner, allocated to its open bills. Its rules run at submit and again
 * at the final approval on the open items, the balance ahead and the application locked FOR UPDATE; review posts it in
 * the journal, anti-review reverses that entry exactly.
 */
export const paymentBillType: BillTypeDefinition = {
  type: PAYMENT,
  table: 'finance_payment',
  numberColumn: 'pay_no',
  families: ['payment'],
  permissions,
  hooks: {
    validateSubmit: (trx, ctx, billId) => checkPayment(trx, ctx, billId),
    onPosted: (trx, ctx, billId) => postPayment(trx, ctx, billId),
    onUnposted: (trx, ctx, billId) => unpostPayment(trx, ctx, billId),
    blocksUnreview: (trx, ctx, billId) => paymentUnreviewBlocker(trx, ctx, billId),
  },
};

/** 付款申请单: what may be paid to a partner; payments follow it (lineage), never beyond its amount. Posts nothing. */
export const paymentApplyBillType: BillTypeDefinition = {
  type: PAYMENT_APPLY,
  table: 'finance_payment_apply',
  numberColumn: 'order_no',
  families: ['payment-apply'],
  permissions,
  hooks: { validateSubmit: (trx, ctx, billId) => checkApply(trx, ctx, billId) },
};

const prepayPermissions = { edit: PrepayPermission.add, submit: PrepayPermission.add, applyAntiReview: PrepayPermission.add };

/** 预付款单: Dr PREPAID / Cr CASH (received ahead: Dr CASH / Cr ADVANCE). */
export const prepayBillType: BillTypeDefinition = {
  type: PREPAY,
  table: 'finance_prepay',
  numberColumn: 'prepay_no',
  families: ['prepay'],
  permissions: prepayPermissions,
  hooks: {
    validateSubmit: (trx, ctx, billId) => checkPrepay(trx, ctx, PREPAY, billId),
    onPosted: (trx, ctx, billId) => postPrepay(trx, ctx, PREPAY, billId),
    onUnposted: (trx, ctx, billId) => unpostPrepay(trx, ctx, PREPAY, billId),
    blocksUnreview: (trx, ctx, billId) => prepayUnreviewBlocker(trx, ctx, PREPAY, billId),
  },
};

/** 预付款转移单: Dr PREPAID (to) / Cr PREPAID (from), never beyond what the first partner has left (locked). */
export const prepayTransferBillType: BillTypeDefinition = {
  type: PREPAY_TRANSFER,
  table: 'finance_prepay_transfer',
  numberColumn: 'transfer_no',
  families: ['prepay-transfer'],
  permissions: prepayPermissions,
  hooks: {
    validateSubmit: (trx, ctx, billId) => checkPrepay(trx, ctx, PREPAY_TRANSFER, billId),
    onPosted: (trx, ctx, billId) => postPrepay(trx, ctx, PREPAY_TRANSFER, billId),
    onUnposted: (trx, ctx, billId) => unpostPrepay(trx, ctx, PREPAY_TRANSFER, billId),
    blocksUnreview: (trx, ctx, billId) => prepayUnreviewBlocker(trx, ctx, PREPAY_TRANSFER, billId),
  },
};
