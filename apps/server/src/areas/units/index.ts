import type { AreaModule } from '../area-module.js';
import { registerMeasureUnitRoutes } from './measure-unit.routes.js';

export { registerMeasureUnitUser, type MeasureUnitUser } from './measure-unit-usage.js';
export { requireMeasureUnits, type MeasureUnitChoice } from './measure-unit.service.js';
export { importMeasureUnits, type UnitsImport } from './measure-unit-import.service.js';
export { findUnitsByNames as findMeasureUnitsByNames, type MeasureUnitRecord } from './measure-unit.repository.js';

/** The one wiring call of the area: its routes (the dictionary itself is seeded by the database, see README). */
export const unitsArea: AreaModule = {
  name: 'units',
  register(app) {
    registerMeasureUnitRoutes(app);
  },
};
