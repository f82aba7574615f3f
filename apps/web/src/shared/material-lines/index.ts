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
  canReEditBill,
  canUndoBill,
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
export {
  beyondStockAction,
  checkMaterialsAgainstStock,
  confirmBeyondStock,
  fetchStockRows,
  fetchStorehouseRule,
  forbidsNegative,
  stockFigure,
  stockRowLabel,
  stockShortfalls,
  useStorehouseRule,
  useStorehouseStock,
  useStorehouseStockState,
  type StockAsk,
  type StockShortfall,
} from './use-storehouse-stock';
export { noLot, RollCell, useLotsFollowStorehouse, VatCell, type LineLot } from './LotCells';
export { canSplit, newMaterialLine, rollsTakenElsewhere, splitLine, withoutLots } from './material-line.logic';
export { fillByReference, missionLoader, referenceText, useMissionReference } from './mission-reference';
