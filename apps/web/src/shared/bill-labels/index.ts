export { billLabelLoader, billLabelsApi } from './bill-labels-api';
export { BillLabelsCell, type BillLabelsCellProps } from './BillLabelsCell';
export { BillLabelTags } from './BillLabelTags';
