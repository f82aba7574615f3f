import type { AreaModule } from '../area-module.js';
import { registerUniqueCodeRoutes } from './unique-code.routes.js';

// What other areas use: a code by its text, and the report of codes at a node (the scan screen reports a scanned piece
// through it, so a code counts once however it is reported).
export { findUniqueCode } from './unique-code-query.service.js';
export { reportCodes } from './unique-code-report.service.js';

/** The one wiring call of the area: unique-code cutting, the codes × nodes matrix, reports, undo, Excel and labels. */
export const uniqueCodesArea: AreaModule = {
  name: 'unique-codes',
  register(app, { bills }) {
    registerUniqueCodeRoutes(app, bills);
  },
};
