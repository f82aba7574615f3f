import { registerFacInfoRoutes } from './fac-info.routes.js';
import { registerGroupRoutes } from './group.routes.js';
import { registerLabelRoutes } from './label.routes.js';
import { registerLink360Routes } from './link-360.routes.js';
import { registerStorehouseCompanyRoutes } from './storehouse-company.routes.js';
import { registerStorehouseRoutes } from './storehouse.routes.js';
import { registerWorkbayRoutes } from './workbay.routes.js';
import { registerCompanyWorkbayRoutes } from './workbay-company.routes.js';
import { registerEmployeeRoutes } from './employee.routes.js';
import type { AreaModule } from '../area-module.js';

export { registerFactoryUsage, type FactoryUsage, type FactoryUsageChecker, type FactoryUsageKind } from './factory-usage.js';
export { addWorkbayCreationCheck, type WorkbayCreationCheck } from './workbay-creation.service.js';
export { findStorehouse, listStorehouses, type StorehouseRecord } from './storehouse.repository.js';
// The company area's factory pages (/addfactory, /editFacInfo) work on any factory of the company through these.
export { factoryNotFound, getFactoryInfo, saveFactoryInfo } from './fac-info.service.js';
export { addGroup, groupsWithUsers, removeGroup, renameGroup } from './group.service.js';
export { listFactoryStorehouseLinks, setFactoryStorehouseLinks } from './storehouse-link.service.js';

export const factoryArea: AreaModule = {
  name: 'factory',
  register(app, _deps) {
    registerFacInfoRoutes(app);
    registerGroupRoutes(app);
    registerWorkbayRoutes(app);
    registerCompanyWorkbayRoutes(app);
    registerEmployeeRoutes(app);
    registerLink360Routes(app);
    registerStorehouseRoutes(app);
    registerStorehouseCompanyRoutes(app);
    registerLabelRoutes(app);
  },
};
