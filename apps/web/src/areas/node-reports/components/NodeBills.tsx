import type { ReportBillDetail, ReportBillRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nodeReportsApi } from '../api/node-reports-api';
import { reportBillColumns } from './bill-columns';
import { actionLabelKey, rowActions } from './bill-row-actions';
import { BillDetailDrawer } from './BillDetailDrawer';
import { useBillActions } from './use-bill-actions';
import { UNDOABLE_STATUSES, useReportUndo } from './use-report-undo';

export const nodeBillsKey = (missionNodeId: string) => ['node-report-bills', missionNodeId] as const;

export interface NodeBillsProps {
  missionNodeId: string;
  unprocessed: number;
  onChanged: () => void;
  /** 编辑 of a draft or rejected bill: the report dialog with its values. */
  onEdit: (bill: ReportBillDetail) => void;
  compact?: boolean;
  /** 撤销上报 on the rows (fac.mission.node.report.record.cancel and the per-node report check). */
  canUndo?: boolean;
}

/** The node's report bills with their row actions by status, and 查看全部上报单据 (with how many wait to be handled). */
export function NodeBills({ missionNodeId, unprocessed, onChanged, onEdit, compact, canUndo }: NodeBillsProps) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<string | null>(null);
  const bills = useQuery({
    queryKey: nodeBillsKey(missionNodeId),
    queryFn: () => nodeReportsApi.bills({ pageNo: 1, pageSize: 50, missionPrcdNodeId: missionNodeId }),
  });
  const changed = () => {
    void bills.refetch();
    onChanged();
  };
  const edit = async (row: ReportBillRow) => onEdit(await nodeReportsApi.billDetail(row.id));
  const actions = useBillActions(changed, (row) => void edit(row));
  const undo = useReportUndo(changed);
  const columns = reportBillColumns(t, {
    withNode: false,
    onView: (r) => setViewing(r.id),
    actions: (r) => (
      <Space size={4} wrap>
        <a onClick={() => setViewing(r.id)}>{t('nodeReports.bills.view')}</a>
        {rowActions(r).map((a) => (
          <a key={a} data-action={a} onClick={() => actions.run(r, a)}>
            {t(`nodeReports.bills.${actionLabelKey[a] ?? a}`)}
          </a>
        ))}
        {canUndo && UNDOABLE_STATUSES.includes(r.status) && (
          <a data-action="undoReport" onClick={() => undo(r)} style={{ color: '#ff4d4f' }}>
            {t('nodeReports.undo.action')}
          </a>
        )}
      </Space>
    ),
  });
  const shown = compact
    ? columns.filter((c) => ['billNo', 'status', 'dateCompleted', 'totalNum', 'actions'].includes(c.key))
    : columns;
  return (
    <Card
      size="small"
      title={t('nodeReports.bills.title')}
      extra={
        <Link to={`/allReportBill?f=${encodeURIComponent(JSON.stringify({ node: [missionNodeId] }))}`}>
          <Button type="link" size="small">
            {t('nodeReports.panel.allBills')}{' '}
            <Badge count={unprocessed} size="small" title={t('nodeReports.panel.unprocessed', { count: unprocessed })} />
          </Button>
        </Link>
      }
      data-testid="node-bills"
    >
      <Table<ReportBillRow>
        size="small"
        rowKey="id"
        loading={bills.isLoading}
        dataSource={bills.data?.list ?? []}
        columns={shown}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('nodeReports.bills.empty') }}
      />
      {actions.dialog}
      {viewing && (
        <BillDetailDrawer
          billId={viewing}
          onClose={() => setViewing(null)}
          onChanged={changed}
          onEdit={(b) => {
            setViewing(null);
            onEdit(b);
          }}
        />
      )}
    </Card>
  );
}
