import { registerDeviceRoutes } from './device.routes.js';
import { registerRoleCrudRoutes } from './role.routes.js';
import type { AreaModule } from '../area-module.js';
import { addUnitEntryCheck } from '../accounts/index.js';
import { checkDeviceOnEntry } from './device-login.service.js';

export const rolesArea: AreaModule = {
  name: 'roles',
  register(app, _deps) {
    // Sign-in and switchUnit (accounts) ask this area whether the device may enter the factory.
    addUnitEntryCheck(app, checkDeviceOnEntry);
    registerRoleCrudRoutes(app);
    registerDeviceRoutes(app);
  },
};
