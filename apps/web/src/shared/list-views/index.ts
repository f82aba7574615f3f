export { goodsStyleNoLoader, materialSkuLoader, purchaseNoLoader, splitNumbers } from './list-loaders';
export { ListTotals, type ListTotalsItem } from './ListTotals';
export { ListViewSwitch, useListView, type ListView } from './list-view';
export {
  lineQuantity,
  materialLineColumns,
  priceColumns,
  supplierStyleText,
  useBatchComplete,
  type BatchCompleteOptions,
  type MaterialLineListRow,
} from './line-list';
