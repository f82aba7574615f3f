import { registerPartnerAmountRoutes } from './partner-amount.routes.js';
import type { AreaModule } from '../area-module.js';

export {
  recordPartnerAmounts,
  reversePartnerAmounts,
  splitTax,
  type AmountEntry,
  type AmountSource,
} from './partner-amount.service.js';

export const payablesArea: AreaModule = {
  name: 'payables',
  register(app, _deps) {
    registerPartnerAmountRoutes(app);
  },
};
