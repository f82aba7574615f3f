import { dec, partnerAmountKindLabels, type PartnerAmountRow, type ReportBillDetail } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Divider, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickLabel } from '../../../shared/format/format';
import { nodeReportsApi } from '../api/node-reports-api';

/**
 * 外发加工应付: the rows a reviewed report of an outside-settlement node recorded in the payables ledger (the finishing
 * factory's payable, passed quantity × its processing price; an un-review adds the reversal). Nothing when none.
 */
export function BillPayables({ bill }: { bill: ReportBillDetail }) {
  const { t, i18n } = useTranslation();
  const b = (k: string) => t(`nodeReports.bills.${k}`);
  const amounts = useQuery({
    queryKey: ['node-report-bill-amounts', bill.id, bill.status],
    queryFn: () => nodeReportsApi.billAmounts(bill.billType, bill.id),
  });
  const rows = amounts.data?.list ?? [];
  if (!rows.length) return null;
  return (
    <>
      <Divider titlePlacement="start">{b('payables')}</Divider>
      <Table<PartnerAmountRow>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        data-testid="report-bill-payables"
        columns={[
          { key: 'partner', title: b('partner'), dataIndex: 'partnerName' },
          {
            key: 'kind',
            title: b('amountKind'),
            dataIndex: 'kind',
            render: (v: PartnerAmountRow['kind'], r) => (
              <>
                {pickLabel(partnerAmountKindLabels[v], i18n.language, v)}{' '}
                {r.reversesId && <Tag color="orange">{b('reversal')}</Tag>}
              </>
            ),
          },
          { key: 'occurredOn', title: b('occurredOn'), dataIndex: 'occurredOn' },
          {
            key: 'amount',
            title: b('amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (v: string) => <span data-testid="report-bill-payable">{dec.format(v, { scale: 2, fixed: true })}</span>,
          },
        ]}
      />
    </>
  );
}
