import '../locales/register';
import type { NodeProgress, ReportBillDetail } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BillDetail } from '../../../bill';
import { nodeReportsApi } from '../api/node-reports-api';
import { ReportBillBody } from '../components/ReportBillBody';
import { ReportDialog } from '../components/ReportDialog';

/** /allReportBillDetail?id= (the review desk opens report bills here): the engine's bill frame around the bill. */
export function ReportBillDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [editing, setEditing] = useState<{ bill: ReportBillDetail; progress: NodeProgress } | null>(null);
  const detail = useQuery({
    queryKey: ['node-report-bill', id],
    queryFn: () => nodeReportsApi.billDetail(id),
    enabled: Boolean(id),
    retry: false,
  });
  const bill = detail.data;
  return (
    <>
      <BillDetail
        billType={bill?.billType ?? 'FAC_MISSION_COMPLETE'}
        billId={bill?.id}
        billNo={bill?.billNo}
        title={bill?.billName ?? t('nodeReports.bills.detail')}
        loading={detail.isLoading}
        notFound={!id || detail.isError}
        onChanged={() => void detail.refetch()}
        onEdit={
          bill
            ? () => void nodeReportsApi.progress(bill.missionNodeId).then((progress) => setEditing({ bill, progress }))
            : undefined
        }
      >
        {bill && <ReportBillBody bill={bill} />}
      </BillDetail>
      {editing && (
        <ReportDialog
          progress={editing.progress}
          kind={editing.bill.billType === 'FAC_MISSION_ADJUST' ? 'adjust' : 'complete'}
          bill={editing.bill}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            void detail.refetch();
          }}
        />
      )}
    </>
  );
}
