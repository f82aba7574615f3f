import type { AreaModule } from '../area-module.js';
import { registerCustomerGroupRoutes } from './customer-group.routes.js';
import { registerCustomerRoutes } from './customer.routes.js';
import { registerFactoryUsage } from '../factory/index.js';
import { outsideFactoryBillType } from './outside-factory.bill-type.js';
import { factoriesUsingStorehouse } from './outside-factory.repository.js';
import { registerOutsideFactoryRoutes } from './outside-factory.routes.js';
import { registerPartnerImportRoutes } from './partner-import.routes.js';
import { supplierBillType } from './supplier.bill-type.js';
import { registerSupplierRoutes } from './supplier.routes.js';

export { registerSupplierUsage, type SupplierUsage } from './supplier-usage.js';
export { SUPPLIER_BILL_TYPE } from './supplier.bill-type.js';
export { findSupplier } from './supplier.repository.js';
export { findCustomer, findCustomerByName as findCustomerIdByName } from './customer.repository.js';
export { findByName as findSupplierIdByName } from './supplier.repository.js';
export { outsideFactoryExists } from './outside-factory.repository.js';
export { OUTSIDE_FACTORY_BILL_TYPE } from './outside-factory.bill-type.js';

let storehouseCheckerRegistered = false;

/** The one wiring call of the area: its bill types (supplier, outside factory), the storehouse usage checker, the routes. */
export const partnersArea: AreaModule = {
  name: 'partners',
  register(app, { bills }) {
    bills.register(supplierBillType);
    bills.register(outsideFactoryBillType);
    // A storehouse linked to a processing factory cannot be deleted (once per process: the list is global).
    if (!storehouseCheckerRegistered) registerFactoryUsage('storehouse', factoriesUsingStorehouse);
    storehouseCheckerRegistered = true;
    registerSupplierRoutes(app, bills);
    registerCustomerRoutes(app);
    registerCustomerGroupRoutes(app);
    registerOutsideFactoryRoutes(app, bills);
    registerPartnerImportRoutes(app);
  },
};
