export { ImportDialog, type ImportDialogProps } from './ImportDialog';
export { ExportButton, type ExportButtonProps } from './ExportButton';
export { excelApi } from './excel-api';
