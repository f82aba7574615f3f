export { ImportAcrossDialog, type ImportAcrossDialogProps } from './ImportAcrossDialog';
export { importAcrossApi, useImportSources, type ImportListAnswer } from './import-across-api';
export { createOrImport, importedMessage } from './import-offer';
export { showImportResult } from './import-result';
export { importAcrossMessages } from './locales';
