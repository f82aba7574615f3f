import { LABEL_BILL_TYPES, PurchasePermission } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { BillLabelsCell } from '../../../shared/bill-labels';
import { purchaseListsApi } from '../api/purchase-lists-api';

/**
 * A purchase bill's labels with their editor, for the detail page's header (the list edits them in its 标签 column):
 * `<LabelsOfPurchase billId={d.id} isSample={d.belongModule === 1} />`. Saving refreshes every cached query (ADR 0008).
 */
export function LabelsOfPurchase({ billId, isSample }: { billId: string; isSample: boolean }) {
  const { data } = useQuery({ queryKey: ['purchase', 'billLabels', billId], queryFn: () => purchaseListsApi.labels(billId) });
  return (
    <BillLabelsCell
      billType={LABEL_BILL_TYPES.purchase}
      labels={data?.labels ?? []}
      permission={isSample ? PurchasePermission.sampleAdd : PurchasePermission.add}
      save={(ids) => purchaseListsApi.setLabels(billId, ids)}
    />
  );
}
