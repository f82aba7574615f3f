import type { ReportBillDetail } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Divider, Drawer, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApprovalTimeline, BillActionBar, billApi } from '../../../bill';
import { nodeReportsApi } from '../api/node-reports-api';
import { ReportBillBody } from './ReportBillBody';

export interface BillDetailDrawerProps {
  billId: string;
  onClose: () => void;
  /** After an engine action: the lists reload. */
  onChanged: () => void;
  onEdit: (bill: ReportBillDetail) => void;
}

/** 查看详情: the bill's fields (key: value), its lines, the engine's buttons for it now and its approval history. */
export function BillDetailDrawer({ billId, onClose, onChanged, onEdit }: BillDetailDrawerProps) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: ['node-report-bill', billId], queryFn: () => nodeReportsApi.billDetail(billId) });
  const bill = detail.data;
  const state = useQuery({
    queryKey: ['bill-workflow', bill?.billType, billId],
    queryFn: () => billApi.workflow(bill!.billType, billId),
    enabled: Boolean(bill),
  });
  const reload = () => {
    void detail.refetch();
    void state.refetch();
    onChanged();
  };
  return (
    <Drawer
      open
      width={760}
      title={t('nodeReports.bills.detail')}
      onClose={onClose}
      destroyOnHidden
      data-testid="report-bill-drawer"
    >
      {!bill ? (
        <Spin />
      ) : (
        <>
          {state.data && (
            <BillActionBar
              billType={bill.billType}
              billId={bill.id}
              state={state.data}
              onEdit={() => onEdit(bill)}
              onDone={reload}
            />
          )}
          <ReportBillBody bill={bill} />
          {state.data && (
            <>
              <Divider />
              <ApprovalTimeline history={state.data.history} />
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
