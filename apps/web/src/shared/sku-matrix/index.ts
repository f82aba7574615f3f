export { SkuMatrix, type MatrixAxis, type SkuMatrixProps } from './SkuMatrix';
export {
  cellKey,
  columnTotal,
  fillRow,
  fillRowByRatio,
  grandTotal,
  matrixRows,
  rowTotal,
  type MatrixRow,
  type Quantities,
} from './sku-matrix.logic';
