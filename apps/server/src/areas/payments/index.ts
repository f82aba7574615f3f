import type { AreaModule } from '../area-module.js';
import { paymentApplyBillType, paymentBillType, prepayBillType, prepayTransferBillType } from './payment.bill-type.js';
import { registerPaymentRoutes } from './payment.routes.js';
import { registerPrepayRoutes } from './prepay.routes.js';

/** Payments, applications, prepayments and transfers: the four bill types first (the engine's routes read them). */
export const paymentsArea: AreaModule = {
  name: 'payments',
  register(app, { bills }) {
    bills.register(paymentApplyBillType);
    bills.register(paymentBillType);
    bills.register(prepayBillType);
    bills.register(prepayTransferBillType);
    registerPaymentRoutes(app, bills);
    registerPrepayRoutes(app, bills);
  },
};
