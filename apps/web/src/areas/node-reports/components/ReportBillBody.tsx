import { dec, type ReportBillDetail, type ReportLineRow } from '@gf/contracts';
import { Descriptions, Divider, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BillStatusTag } from '../../../bill';
import { BillPayables } from './BillPayables';
import { shownBillName } from './report-form.logic';

/** A report bill's fields (key: value, the ones its type fills) and its lines: the drawer's and the detail page's. */
export function ReportBillBody({ bill }: { bill: ReportBillDetail }) {
  const { t } = useTranslation();
  const b = (k: string) => t(`nodeReports.bills.${k}`);
  const item = (label: string, value: React.ReactNode) => ({ key: label, label, children: value ?? '—' });
  return (
    <>
      <Descriptions
        size="small"
        column={2}
        style={{ marginTop: 12 }}
        items={[
          item(b('billName'), shownBillName(t, bill.billType, bill.billName)),
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
      <BillPayables bill={bill} />
    </>
  );
}
