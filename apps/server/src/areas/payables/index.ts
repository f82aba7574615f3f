import { registerPartnerAmountRoutes } from './partner-amount.routes.js';
import { needPayAdjustBillType } from './need-pay-adjust.bill-type.js';
import { registerNeedPayRoutes } from './need-pay.routes.js';
import { registerBillSettlementRoutes } from './bill-settlements.routes.js';
import type { AreaModule } from '../area-module.js';

export {
  recordPartnerAmounts,
  reversePartnerAmounts,
  splitTax,
  type AmountEntry,
  type AmountSource,
} from './partner-amount.service.js';
export { itemFiguresSql, itemLinesJoin } from './need-pay-list.repository.js';

/** Registers NEED_PAY_ADJUST_ORDER with the engine, then the payables calls. */
export const payablesArea: AreaModule = {
  name: 'payables',
  register(app, { bills }) {
    bills.register(needPayAdjustBillType);
    registerPartnerAmountRoutes(app);
    registerNeedPayRoutes(app, bills);
    registerBillSettlementRoutes(app);
  },
};
