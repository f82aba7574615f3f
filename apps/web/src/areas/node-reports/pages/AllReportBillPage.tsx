import '../locales/register';
import {
  billStatusLabels,
  NODE_REPORT_BILL_TYPES,
  type NodeProgress,
  type ReportBillDetail,
  type ReportBillRow,
  type ReportListQuery,
} from '@gf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLabel } from '../../../shared/format/format';
import { ListPage, useListRefresh, type FilterField, type ListQuery } from '../../../shared/list-page';
import { manyFilter, oneFilter } from '../../../shared/material-lines/material-bill';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { missionNodeLoader, nodeReportsApi, reportBillLoader } from '../api/node-reports-api';
import { reportBillColumns } from '../components/bill-columns';
import { actionLabelKey, rowActions } from '../components/bill-row-actions';
import { BillDetailDrawer } from '../components/BillDetailDrawer';
import { ReportDialog } from '../components/ReportDialog';
import { useBillActions } from '../components/use-bill-actions';

const LIST_KEY = 'node-report-bills';

/** The list query of the filters (节点, 单据, 完成时间, 完成人员, 单据类型, 单据状态) and the 单号 search. */
export function listInput(q: ListQuery): ReportListQuery {
  const f = q.filters;
  const dates = Array.isArray(f.date) && f.date.length === 2 ? f.date.map(String) : undefined;
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    billNo: q.keyword || undefined,
    missionPrcdNodeId: oneFilter(f.node),
    billIds: manyFilter(f.bill),
    finishUserIds: manyFilter(f.worker),
    billTypes: manyFilter(f.billType) as ReportListQuery['billTypes'],
    statuses: manyFilter(f.status)?.map(Number),
    ...(dates ? { dateCompletedStart: dates[0], dateCompletedEnd: dates[1] } : {}),
  };
}

/** /allReportBill: every node report bill of the factory with the reference's filters, columns and row actions. */
export function AllReportBillPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = useListRefresh(LIST_KEY);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ bill: ReportBillDetail; progress: NodeProgress } | null>(null);
  const b = (k: string) => t(`nodeReports.bills.${k}`);
  const changed = () => {
    void refresh();
    void queryClient.invalidateQueries({ queryKey: ['node-progress'] });
  };
  const edit = async (bill: ReportBillDetail) =>
    setEditing({ bill, progress: await nodeReportsApi.progress(bill.missionNodeId) });
  const actions = useBillActions(changed, (row: ReportBillRow) => void nodeReportsApi.billDetail(row.id).then(edit));
  const columns = reportBillColumns(t, {
    withNode: true,
    onView: (r) => setViewing(r.id),
    actions: (r) => (
      <Space size={4} wrap>
        <a onClick={() => setViewing(r.id)}>{b('view')}</a>
        {rowActions(r).map((a) => (
          <a key={a} data-action={a} onClick={() => actions.run(r, a)}>
            {b(actionLabelKey[a] ?? a)}
          </a>
        ))}
      </Space>
    ),
  });
  const filters: FilterField[] = [
    { name: 'node', label: b('node'), type: 'searchSelect', loader: missionNodeLoader, single: true },
    { name: 'bill', label: b('bill'), type: 'searchSelect', loader: reportBillLoader },
    { name: 'date', label: b('dateCompleted'), type: 'dateRange' },
    { name: 'worker', label: b('worker'), type: 'searchSelect', loader: unitUserLoader },
    {
      name: 'billType',
      label: b('billType'),
      type: 'select',
      options: NODE_REPORT_BILL_TYPES.map((v) => ({ value: v, label: t(`nodeReports.billType.${v}`) })),
    },
    {
      name: 'status',
      label: b('status'),
      type: 'select',
      options: [0, 1, 2, 3, 4].map((s) => ({
        value: String(s),
        label: pickLabel(billStatusLabels[s], i18n.language, String(s)),
      })),
    },
  ];
  return (
    <>
      <ListPage<ReportBillRow>
        listKey={LIST_KEY}
        title={b('title')}
        searchPlaceholder={b('billSearch')}
        columns={columns}
        filters={filters}
        rowKey="id"
        fitColumns
        fetchPage={(q) => nodeReportsApi.bills(listInput(q))}
      />
      {actions.dialog}
      {viewing && (
        <BillDetailDrawer
          billId={viewing}
          onClose={() => setViewing(null)}
          onChanged={changed}
          onEdit={(bill) => {
            setViewing(null);
            void edit(bill);
          }}
        />
      )}
      {editing && (
        <ReportDialog
          progress={editing.progress}
          kind={editing.bill.billType === 'FAC_MISSION_ADJUST' ? 'adjust' : 'complete'}
          bill={editing.bill}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
    </>
  );
}
