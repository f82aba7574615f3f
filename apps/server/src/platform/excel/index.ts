// The Excel capability as areas use it (README.md has an example).
export { registerExcelRoutes, registerExportRoute, registerImportRoutes } from './excel.routes.js';
export {
  billLineRows,
  keysetBatches,
  linesByHead,
  offsetBatches,
  sendXlsx,
  streamXlsx,
  type BillLineRow,
  type ExportDefinition,
} from './excel-export.service.js';
export { columnsOf, type ExportColumn } from './export-column.schema.js';
export {
  billStatusText,
  labelsText,
  materialColumns,
  quantityColumn,
  yesNoText,
  type MaterialLineFields,
} from './material-columns.js';
export { failInterruptedImports, type ImportDefinition } from './excel-import.service.js';
export { duplicatesWithinFile, type ImportColumn, type RowError } from './excel-sheet.schema.js';
