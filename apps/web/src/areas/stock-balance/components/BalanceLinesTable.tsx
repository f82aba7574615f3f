import type { BalanceDetail, BalanceLine, BalanceTotal } from '@gf/contracts';
import { dec } from '@gf/contracts';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { money } from './balance-parts';
import '../locales/register';

const quantity = (v: string) => dec.tryParse(v) ?? v;
const FIGURES = ['opening', 'in', 'out', 'closing'] as const;

/**
 * A period's lines per SKU: opening, in, out and closing, each quantity and value; under them one total row per stock
 * unit (quantities of different units are never added), as the server sums them.
 */
export function BalanceLinesTable({ detail, loading }: { detail: BalanceDetail | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`stockBalance.field.${k}`);
  const unitOf = (u: string) => u || t('stockBalance.detail.pcs');
  const columns: ColumnsType<BalanceLine> = [
    { key: 'sku', title: f('sku'), dataIndex: 'skuName', width: 200, ellipsis: true, fixed: 'left' },
    { key: 'unit', title: f('unit'), dataIndex: 'stockUnit', width: 60, render: unitOf },
    ...FIGURES.flatMap((k) => [
      {
        key: `${k}Quantity`,
        title: f(`${k}Quantity`),
        dataIndex: `${k}Quantity`,
        align: 'right' as const,
        width: 90,
        render: quantity,
      },
      {
        key: `${k}Value`,
        title: f(`${k}Value`),
        dataIndex: `${k}Value`,
        align: 'right' as const,
        width: 95,
        render: money,
      },
    ]),
  ];
  const totalRow = (row: BalanceTotal) => (
    <Table.Summary.Row key={row.stockUnit} data-testid="balance-total">
      <Table.Summary.Cell index={0}>{t('stockBalance.detail.total', { unit: unitOf(row.stockUnit) })}</Table.Summary.Cell>
      <Table.Summary.Cell index={1}>{unitOf(row.stockUnit)}</Table.Summary.Cell>
      {FIGURES.flatMap((k, i) => [
        <Table.Summary.Cell key={`${k}q`} index={2 + i * 2} align="right">
          {quantity(row[`${k}Quantity`])}
        </Table.Summary.Cell>,
        <Table.Summary.Cell key={`${k}v`} index={3 + i * 2} align="right">
          {money(row[`${k}Value`])}
        </Table.Summary.Cell>,
      ])}
    </Table.Summary.Row>
  );
  return (
    <Table<BalanceLine>
      rowKey={(r) => `${r.skuKind}-${r.skuId}`}
      size="small"
      loading={loading}
      dataSource={detail?.lines ?? []}
      columns={columns}
      scroll={{ x: 'max-content' }}
      pagination={{ defaultPageSize: 50, showSizeChanger: true }}
      summary={() =>
        detail && detail.totals.length > 0 ? <Table.Summary fixed>{detail.totals.map(totalRow)}</Table.Summary> : null
      }
      data-testid="balance-lines"
    />
  );
}
