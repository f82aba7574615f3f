import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../../bills/registry.js';
import { registerCustomerGroupRoutes } from './customer-group.routes.js';
import { registerCustomerRoutes } from './customer.routes.js';
import { registerFactoryUsage } from '../factory/index.js';
import { outsideFactoryBillType } from './outside-factory.bill-type.js';
import { factoriesUsingStorehouse } from './outside-factory.repository.js';
import { registerOutsideFactoryRoutes } from './outside-factory.routes.js';
import { supplierBillType } from './supplier.bill-type.js';
import { registerSupplierRoutes } from './supplier.routes.js';

export { registerSupplierUsage, type SupplierUsage } from './supplier-usage.js';
export { SUPPLIER_BILL_TYPE } from './supplier.bill-type.js';
export { findSupplier } from './supplier.repository.js';
export { findCustomer } from './customer.repository.js';
export { outsideFactoryExists } from './outside-factory.repository.js';
export { OUTSIDE_FACTORY_BILL_TYPE } from './outside-factory.bill-type.js';

export function registerPartnerBillTypes(bills: BillRegistry): void {
  bills.register(supplierBillType);
  bills.register(outsideFactoryBillType);
}

let storehouseCheckerRegistered = false;

export function registerPartnerRoutes(app: FastifyInstance, bills: BillRegistry): void {
  // A storehouse linked to a processing factory cannot be deleted (once per process: the list is global).
  if (!storehouseCheckerRegistered) registerFactoryUsage('storehouse', factoriesUsingStorehouse);
  storehouseCheckerRegistered = true;
  registerSupplierRoutes(app, bills);
  registerCustomerRoutes(app);
  registerCustomerGroupRoutes(app);
  registerOutsideFactoryRoutes(app, bills);
}
