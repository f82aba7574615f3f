import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../../bills/registry.js';
import { registerCustomerGroupRoutes } from './customer-group.routes.js';
import { registerCustomerRoutes } from './customer.routes.js';
import { outsideFactoryBillType } from './outside-factory.bill-type.js';
import { registerOutsideFactoryRoutes } from './outside-factory.routes.js';
import { supplierBillType } from './supplier.bill-type.js';
import { registerSupplierRoutes } from './supplier.routes.js';

export { registerSupplierUsage, type SupplierUsage } from './supplier-usage.js';
export { SUPPLIER_BILL_TYPE } from './supplier.bill-type.js';
export { findSupplier } from './supplier.repository.js';
export { OUTSIDE_FACTORY_BILL_TYPE } from './outside-factory.bill-type.js';

export function registerPartnerBillTypes(bills: BillRegistry): void {
  bills.register(supplierBillType);
  bills.register(outsideFactoryBillType);
}

export function registerPartnerRoutes(app: FastifyInstance, bills: BillRegistry): void {
  registerSupplierRoutes(app, bills);
  registerCustomerRoutes(app);
  registerCustomerGroupRoutes(app);
  registerOutsideFactoryRoutes(app, bills);
}
