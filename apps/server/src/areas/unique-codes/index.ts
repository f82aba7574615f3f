import type { AreaModule } from '../area-module.js';
import { registerUniqueCodeRoutes } from './unique-code.routes.js';

// What other areas use: a code by its text (the scan screen reports a scanned piece).
export { findUniqueCode } from './unique-code-query.service.js';

/** The one wiring call of the area: unique-code cutting, the codes × nodes matrix, reports, undo, Excel and labels. */
export const uniqueCodesArea: AreaModule = {
  name: 'unique-codes',
  register(app, { bills }) {
    registerUniqueCodeRoutes(app, bills);
  },
};
