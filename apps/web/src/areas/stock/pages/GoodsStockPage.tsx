import { dec, type GoodsInventoryRow } from '@gf/contracts';
import { Select, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, useListRefresh, useListState, type ListColumn } from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { stockApi } from '../api/stock-api';
import { GoodsStockDialog, type GoodsStockKind } from '../components/GoodsStockDialog';
import { InTransitPanel } from '../components/InTransitPanel';
import { GoodsStockBillButtons } from '../components/StockBillShortcuts';
import '../locales/register';

const listKey = 'goods-stock';

/** A style's cells as colour rows × size columns (read-only). */
function StockCells({ row }: { row: GoodsInventoryRow }) {
  const sizes = [...new Map(row.skus.map((s) => [s.sizeId, s.sizeName])).entries()];
  const lines = [...new Map(row.skus.map((s) => [`${s.colorId}|${s.standardId ?? ''}`, s])).values()];
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(s) => `${s.colorId}|${s.standardId ?? ''}`}
      dataSource={lines}
      columns={[
        { key: 'color', title: '', render: (_: unknown, s) => [s.colorName, s.standardName].filter(Boolean).join(' / ') },
        ...sizes.map(([sizeId, sizeName]) => ({
          key: sizeId,
          title: sizeName,
          align: 'right' as const,
          render: (_: unknown, s: GoodsInventoryRow['skus'][number]) => {
            const cell = row.skus.find((c) => c.colorId === s.colorId && c.sizeId === sizeId && c.standardId === s.standardId);
            return cell ? dec.format(cell.quantity) : '';
          },
        })),
      ]}
    />
  );
}

/**
 * 成衣商品库存 (/goodsInventory): goods stock of one storehouse per style, with quick in / out / adjust by matrix per style
 * and 开入库单 · 开出库单 · 开发货单 · 开退货单 · 开调整单 opening the stock-bill form of the kind in this storehouse.
 */
export function GoodsStockPage() {
  const { t } = useTranslation();
  const refresh = useListRefresh(listKey);
  const [listState, setListState] = useListState();
  const storehouses = useQuery({ queryKey: ['storehouses'], queryFn: () => stockApi.storehouses() });
  const chosen = typeof listState.filters.storehouse === 'string' ? listState.filters.storehouse : undefined;
  const storehouseId = chosen ?? storehouses.data?.[0]?.id;
  const [dialog, setDialog] = useState<{ kind: GoodsStockKind; styleId?: string } | null>(null);
  const g = (key: string) => t(`stock.goods.${key}`);

  const columns: ListColumn<GoodsInventoryRow>[] = [
    { key: 'styleNo', title: g('styleNo'), dataIndex: 'styleNo', locked: true, width: 140 },
    { key: 'styleName', title: g('styleName'), dataIndex: 'styleName', width: 160 },
    {
      key: 'totalQuantity',
      title: g('total'),
      dataIndex: 'totalQuantity',
      align: 'right',
      width: 100,
      render: (v: string) => <b>{dec.format(v)}</b>,
    },
    { key: 'cells', title: g('cells'), render: (_: unknown, r) => <StockCells row={r} /> },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      width: 160,
      render: (_: unknown, r) => (
        <Space size={0}>
          <GuardedButton
            type="link"
            size="small"
            permission="fac.inventory.inStorage"
            onClick={() => setDialog({ kind: 'IN', styleId: r.styleId })}
          >
            {t('stock.list.in')}
          </GuardedButton>
          <GuardedButton
            type="link"
            size="small"
            permission="fac.inventory.outStorage"
            onClick={() => setDialog({ kind: 'OUT', styleId: r.styleId })}
          >
            {t('stock.list.out')}
          </GuardedButton>
          <GuardedButton
            type="link"
            size="small"
            permission="fac.inventory.adjust.storage"
            onClick={() => setDialog({ kind: 'ADJUST', styleId: r.styleId })}
          >
            {t('stock.list.adjust')}
          </GuardedButton>
        </Space>
      ),
    },
  ];

  // The list waits for the storehouse: its query key holds the URL state, not the default storehouse.
  if (!storehouseId)
    return storehouses.isLoading ? null : <Typography.Text type="secondary">{g('noStorehouse')}</Typography.Text>;
  return (
    <>
      <ListPage<GoodsInventoryRow>
        listKey={listKey}
        title={g('title')}
        titleExtra={
          <Select
            style={{ width: 180 }}
            value={storehouseId}
            options={(storehouses.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(v: string) => setListState({ filters: { ...listState.filters, storehouse: v }, pageNo: 1 })}
            data-testid="goods-stock-storehouse"
          />
        }
        searchPlaceholder={g('search')}
        columns={columns}
        fetchPage={(q) =>
          stockApi.goodsList({ storehouseId, keyword: q.keyword || undefined, pageNo: q.pageNo, pageSize: q.pageSize })
        }
        rowKey="styleId"
        extra={<GoodsStockBillButtons storehouseId={storehouseId} />}
      />
      <InTransitPanel storehouseId={storehouseId} skuKind="GOODS" />
      {dialog && (
        <GoodsStockDialog
          storehouseId={storehouseId}
          kind={dialog.kind}
          {...(dialog.styleId ? { styleId: dialog.styleId } : {})}
          onClose={(changed) => {
            setDialog(null);
            if (changed) void refresh();
          }}
        />
      )}
    </>
  );
}
