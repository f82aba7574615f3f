import { dec, partnerAmountKindLabels, type PartnerAmountRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickLabel } from '../../../shared/format/format';
import { returnsApi } from '../api/returns-api';
import '../locales/register';

/** 财务收支: the receivable rows the return recorded (partner-amount/bySource), reversals included. */
export function FinanceTab({ billId, version }: { billId: string; version: number }) {
  const { t, i18n } = useTranslation();
  const d = (key: string) => t(`returns.detail.${key}`);
  const amounts = useQuery({ queryKey: ['return-amounts', billId, version], queryFn: () => returnsApi.amounts(billId) });
  const rows = amounts.data?.list ?? [];
  return (
    <Card size="small" title={d('finance')}>
      <Table<PartnerAmountRow>
        size="small"
        rowKey="id"
        loading={amounts.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description={d('noAmounts')} /> }}
        columns={[
          { key: 'sourceNo', title: t('returns.field.orderNo'), dataIndex: 'sourceNo' },
          { key: 'occurredOn', title: d('occurredOn'), dataIndex: 'occurredOn' },
          {
            key: 'kind',
            title: d('kind'),
            dataIndex: 'kind',
            render: (v: PartnerAmountRow['kind'], r) => (
              <>
                {pickLabel(partnerAmountKindLabels[v], i18n.language, v)}{' '}
                {r.reversesId && <Tag color="orange">{d('reversal')}</Tag>}
              </>
            ),
          },
          { key: 'partnerName', title: t('returns.field.supplier'), dataIndex: 'partnerName' },
          {
            key: 'direction',
            title: d('direction'),
            dataIndex: 'direction',
            render: (v: string) => (v === 'RECEIVABLE' ? t('returns.field.receivable') : v),
          },
          { key: 'amount', title: d('amountWithTax'), dataIndex: 'amount', align: 'right' },
          {
            key: 'taxRate',
            title: d('taxRate'),
            dataIndex: 'taxRate',
            align: 'right',
            render: (v: string) => `${dec.format(v)}%`,
          },
          { key: 'amountExcludingTax', title: d('excludingTax'), dataIndex: 'amountExcludingTax', align: 'right' },
          { key: 'taxAmount', title: d('tax'), dataIndex: 'taxAmount', align: 'right' },
        ]}
      />
    </Card>
  );
}
