import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../../bills/registry.js';
import { registerCustomerRoutes } from './customer.routes.js';
import { supplierBillType } from './supplier.bill-type.js';
import { registerSupplierRoutes } from './supplier.routes.js';

export { registerSupplierUsage, type SupplierUsage } from './supplier-usage.js';
export { SUPPLIER_BILL_TYPE } from './supplier.bill-type.js';

export function registerPartnerBillTypes(bills: BillRegistry): void {
  bills.register(supplierBillType);
}

export function registerPartnerRoutes(app: FastifyInstance, bills: BillRegistry): void {
  registerSupplierRoutes(app, bills);
  registerCustomerRoutes(app);
}
