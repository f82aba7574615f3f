import type { FastifyInstance } from 'fastify';
import { registerPartnerAmountRoutes } from './partner-amount.routes.js';

export {
  recordPartnerAmounts,
  reversePartnerAmounts,
  splitTax,
  type AmountEntry,
  type AmountSource,
} from './partner-amount.service.js';

export function registerPayables(app: FastifyInstance): void {
  registerPartnerAmountRoutes(app);
}
