import type { AreaModule } from '../area-module.js';
import { registerInvoiceRoutes } from './invoice.routes.js';

/** Invoices received and issued: documents linked to the bills they cover (no money posted). */
export const invoicesArea: AreaModule = {
  name: 'invoices',
  register(app) {
    registerInvoiceRoutes(app);
  },
};
