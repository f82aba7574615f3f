export { A4Sheet, type A4SheetProps } from './A4Sheet';
export { Barcode, type BarcodeProps, type BarcodeType } from './Barcode';
export { CodeLabel, type CodeLabelProps, type LabelField } from './CodeLabel';
export { PrintMatrixTable, type PrintMatrix } from './PrintMatrixTable';
export { PrintFieldGrid } from './PrintFieldGrid';
export { PrintFrame, type PrintFrameProps } from './PrintFrame';
export {
  A4,
  clampCopies,
  expandCopies,
  LABEL_SIZES,
  labelsPerSheet,
  MAX_COPIES,
  MIN_COPIES,
  pageRule,
  paginate,
  printFormat,
  PRINT_FORMATS,
  type PaperSize,
  type PrintFormat,
  type PrintMedium,
  type SheetGrid,
} from './print-layout';
