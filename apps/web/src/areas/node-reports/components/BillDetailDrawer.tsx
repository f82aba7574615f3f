import { dec, type ReportBillDetail, type ReportLineRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Divider, Drawer, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApprovalTimeline, BillActionBar, billApi, BillStatusTag } from '../../../bill';
import { nodeReportsApi } from '../api/node-reports-api';

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
  const b = (k: string) => t(`nodeReports.bills.${k}`);
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
  const item = (label: string, value: React.ReactNode) => ({ key: label, label, children: value ?? '—' });
  return (
    <Drawer open width={760} title={b('detail')} onClose={onClose} destroyOnHidden data-testid="report-bill-drawer">
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
          <Descriptions
            size="small"
            column={2}
            style={{ marginTop: 12 }}
            items={[
              item(b('billName'), bill.billName),
              item(b('billNo'), bill.billNo),
              item(b('status'), <BillStatusTag status={bill.status} />),
              item(b('mission'), bill.missionNo),
              item(b('node'), bill.nodeName),
              item(b('dateCompleted'), bill.dateCompleted),
              item(b('worker'), bill.finishUserName),
              item(b('factory'), bill.outsideFactoryName),
              ...(bill.lathe ? [item(b('lathe'), bill.lathe)] : []),
              ...(bill.storehouseName ? [item(b('storehouse'), bill.storehouseName)] : []),
              ...(bill.customerName ? [item(b('customer'), bill.customerName)] : []),
              ...(bill.toStorehouseName ? [item(t('nodeReports.dialog.transfer'), bill.toStorehouseName)] : []),
              item(bill.billType === 'FAC_MISSION_ADJUST' ? b('adjustNum') : b('completed'), dec.format(bill.totalNum)),
              ...(bill.adjustReason ? [item(b('adjustReason'), bill.adjustReason)] : []),
              ...(bill.reviewRemark ? [item(b('reviewRemark'), bill.reviewRemark)] : []),
            ]}
          />
          <Divider titlePlacement="start">{b('lines')}</Divider>
          <Table<ReportLineRow>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={bill.lines}
            data-testid="report-bill-lines"
            columns={[
              {
                key: 'sku',
                title: t('nodeReports.dialog.sku'),
                render: (_: unknown, l) => [l.colorName, l.sizeName].filter(Boolean).join(' / '),
              },
              {
                key: 'kind',
                title: '',
                dataIndex: 'kind',
                render: (k: string) => (k === 'done' ? null : t(`nodeReports.lineKind.${k}`, { defaultValue: k })),
              },
              {
                key: 'labels',
                title: b('defectLabels'),
                dataIndex: 'defectLabelNames',
                render: (v: string[]) => v.map((n) => <Tag key={n}>{n}</Tag>),
              },
              {
                key: 'num',
                title: t('nodeReports.dialog.num'),
                dataIndex: 'num',
                align: 'right',
                render: (v: string) => dec.format(v),
              },
            ]}
          />
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
