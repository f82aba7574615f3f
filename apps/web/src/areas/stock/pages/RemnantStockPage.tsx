import type { MaterialStockRow } from '@gf/contracts';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../../shared/list-page';
import { stockApi } from '../api/stock-api';
import { StockBillShortcuts } from '../components/StockBillShortcuts';
import { StockViewTabs } from '../components/StockViewTabs';
import { listInput, qty, useSkuColumns } from './MaterialStockPage';
import '../locales/register';

/**
 * 余料库存 (/materialInventory/matremaind, reference 07 §3): the stock rows remnant put-away (余料入库单) brought material
 * back into, with 余料入库 (net of un-reviews), the last put-away date and the row's 库存数 / 可用库存 now; the same
 * storehouse switcher and + 开余料入库单 / + 开送料单 as 物料库存.
 */
export function RemnantStockPage() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<MaterialStockRow[]>([]);
  const skuColumns = useSkuColumns();
  const f = (key: string) => t(`stock.field.${key}`);

  const columns: ListColumn<MaterialStockRow>[] = [
    ...skuColumns,
    {
      key: 'remnantQuantity',
      title: f('remnantQuantity'),
      dataIndex: 'remnantQuantity',
      align: 'right',
      locked: true,
      width: 110,
      render: (v: string) => <b data-testid="remnant-quantity">{qty(v)}</b>,
    },
    { key: 'quantity', title: f('quantity'), dataIndex: 'quantity', align: 'right', width: 100, render: qty },
    { key: 'available', title: f('available'), dataIndex: 'available', align: 'right', width: 95, render: qty },
    { key: 'lastRemnantDate', title: f('lastRemnantDate'), dataIndex: 'lastRemnantDate', width: 120 },
    { key: 'storehouseName', title: f('storehouse'), dataIndex: 'storehouseName', width: 100, ellipsis: true },
    { key: 'position', title: f('position'), dataIndex: 'position', width: 80, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 120,
      render: (_: unknown, r) => (
        <Link
          to={`/materialInventory/changes?${new URLSearchParams({
            f: JSON.stringify({ storehouse: r.storehouseId, changeType: 'REMNANT' }),
            kw: r.materialsNo,
          })}`}
        >
          {t('stock.list.remnantBills')}
        </Link>
      ),
    },
  ];

  return (
    <>
      <StockViewTabs view="remnant" />
      <ListPage<MaterialStockRow>
        listKey="remnant-stock"
        title={t('stock.view.remnant')}
        searchPlaceholder={t('stock.list.search')}
        columns={columns}
        fitColumns
        fetchPage={(q) => stockApi.list({ ...listInput(q), remnantOnly: true })}
        rowKey="id"
        rowSelection={{ selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) }}
        extra={<StockBillShortcuts selected={selected} />}
      />
    </>
  );
}
