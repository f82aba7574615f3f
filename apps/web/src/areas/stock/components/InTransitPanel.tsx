import { dec, formatUnitTotals, totalsByUnit } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { stockApi, type InTransitRow } from '../api/stock-api';
import '../locales/register';

/**
 * 在途库存: what transfers still carry into (or out of) the factory's storehouses, per receiving storehouse × SKU, with
 * the total per unit, under the goods and material stock lists (`storehouseId` = the page's storehouse, if chosen).
 */
export function InTransitPanel({ storehouseId, skuKind }: { storehouseId?: string; skuKind?: 'GOODS' | 'MATERIAL' }) {
  const { t } = useTranslation();
  const rows = useQuery({
    queryKey: ['stock-in-transit', storehouseId ?? '', skuKind ?? ''],
    queryFn: () => stockApi.inTransit({ ...(storehouseId ? { storehouseId } : {}), ...(skuKind ? { skuKind } : {}) }),
  });
  const list = rows.data ?? [];
  const totals = formatUnitTotals(
    totalsByUnit(
      list,
      (r) => r.quantity,
      (r) => r.stockUnit,
    ),
    (q) => dec.norm(q),
  );
  const f = (key: string) => t(`stock.transit.${key}`);
  return (
    <Card
      size="small"
      title={t('stock.transit.title')}
      extra={<Typography.Text data-testid="in-transit-total">{totals || '0'}</Typography.Text>}
      data-testid="in-transit-panel"
    >
      <Table<InTransitRow>
        size="small"
        rowKey={(r) => `${r.storehouseId}-${r.fromStorehouseId}-${r.skuKind}-${r.skuId}`}
        loading={rows.isLoading}
        pagination={false}
        dataSource={list}
        locale={{ emptyText: t('stock.transit.empty') }}
        columns={[
          { key: 'sku', title: f('sku'), dataIndex: 'skuName' },
          { key: 'from', title: t('stock.transit.from'), dataIndex: 'fromStorehouseName', width: 140 },
          { key: 'to', title: t('stock.transit.to'), dataIndex: 'storehouseName', width: 140 },
          {
            key: 'quantity',
            title: f('inTransit'),
            dataIndex: 'quantity',
            align: 'right',
            width: 120,
            render: (v: string, r) => `${dec.norm(v)} ${r.stockUnit ?? ''}`,
          },
          {
            key: 'value',
            title: f('inTransitValue'),
            dataIndex: 'value',
            align: 'right',
            width: 120,
            render: (v: string) => dec.format(v, { scale: 2, fixed: true }),
          },
        ]}
      />
    </Card>
  );
}
