export {
  isBadQuantity,
  MaterialLinesEditor,
  materialSkuLoader,
  type MaterialLine,
  type MaterialLinesEditorProps,
} from './MaterialLinesEditor';
export { MaterialBillForm, useMaterialBillForm, useMaterialBillSave, type MaterialBillFormProps } from './MaterialBillForm';
export {
  billStatusFilter,
  manyFilter,
  oneFilter,
  outsideFactoryLoader,
  quantityColumn,
  savedLineColumns,
  storehouseLoader,
  toLineBodies,
  toMaterialLine,
  type SavedMaterialLine,
} from './material-bill';
export { billNoColumn, outsideFactoryColumn, remarkAndCreatedColumns } from './material-bill-columns';
export { materialLinesMessages } from './locales';
export { remainingQuantity } from './quantity';
export { stockFigure, useStorehouseStock } from './use-storehouse-stock';
export { noLot, RollCell, useLotsFollowStorehouse, VatCell, type LineLot } from './LotCells';
export { canSplit, newMaterialLine, rollsTakenElsewhere, splitLine, withoutLots } from './material-line.logic';
