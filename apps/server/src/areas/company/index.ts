import { addWorkbayCreationCheck } from '../factory/index.js';
import type { AreaModule } from '../area-module.js';
import { registerChargeLimitRoutes } from './charge-limit.routes.js';
import { assertWorkbayQuota } from './charge-limit.service.js';
import { registerFactoryRoutes } from './factory.routes.js';
import { registerRegentRoutes } from './regent.routes.js';

export const companyArea: AreaModule = {
  name: 'company',
  register(app, _deps) {
    const defaults = app.config.chargeLimitDefaults;
    addWorkbayCreationCheck(app, (trx, bossUnitId) => assertWorkbayQuota(trx, bossUnitId, defaults));
    registerFactoryRoutes(app);
    registerChargeLimitRoutes(app);
    registerRegentRoutes(app);
  },
};
