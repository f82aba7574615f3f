import { ArrivalPermission, LABEL_BILL_TYPES } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { BillLabelsCell } from '../../../shared/bill-labels';
import { arrivalListsApi } from '../api/arrival-lists-api';

/**
 * An arrival's labels with their editor, for the detail page's header (the list edits them in its 标签 column):
 * `<LabelsOfArrival arrivalId={d.id} isSample={d.belongModule === 1} />`. Saving refreshes every cached query (ADR 0008).
 */
export function LabelsOfArrival({ arrivalId, isSample }: { arrivalId: string; isSample: boolean }) {
  const { data } = useQuery({ queryKey: ['arrival', 'billLabels', arrivalId], queryFn: () => arrivalListsApi.labels(arrivalId) });
  return (
    <BillLabelsCell
      billType={LABEL_BILL_TYPES.arrival}
      labels={data?.labels ?? []}
      permission={isSample ? ArrivalPermission.sampleAdd : ArrivalPermission.add}
      save={(ids) => arrivalListsApi.setLabels(arrivalId, ids)}
    />
  );
}
