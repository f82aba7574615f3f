// The Excel capability as areas use it (README.md has an example).
export { registerExcelRoutes, registerExportRoute, registerImportRoutes } from './excel.routes.js';
export { keysetBatches, sendXlsx, streamXlsx, type ExportColumn, type ExportDefinition } from './excel-export.service.js';
export { failInterruptedImports, type ImportDefinition } from './excel-import.service.js';
export { duplicatesWithinFile, type ImportColumn, type RowError } from './excel-sheet.schema.js';
