export { SkuMatrix, type MatrixAxis, type SkuMatrixProps } from './SkuMatrix';
export { shapeOf, skuKeyOfGoodsSku } from './matrix-shape';
export { RatioFillDialog, type RatioFillDialogProps } from './RatioFillDialog';
export { groupsForSizes, useRatioGroups, type RatioGroup } from './use-ratio-groups';
export {
  cellKey,
  columnTotal,
  difference,
  fillByRatio,
  fillRow,
  fillRowByRatio,
  grandTotal,
  matrixRows,
  rowCommonValue,
  rowTotal,
  type CellExists,
  type MatrixRow,
  type Quantities,
  type RatioFillRefusal,
} from './sku-matrix.logic';
