import { dec, type MaterialStockRow } from '@gf/contracts';
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/format';
import {
  ListPage,
  useListRefresh,
  useListState,
  type FilterField,
  type ListColumn,
  type ListQuery,
} from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { kindLoader, stockApi, supplierLoader } from '../api/stock-api';
import { InTransitPanel } from '../components/InTransitPanel';
import { MaterialStockBillButtons, StockBillShortcuts } from '../components/StockBillShortcuts';
import { PositionDialog, StockChangeDialog, WarningDialog, type StockChangeKind } from '../components/StockChangeDialog';
import { chosenStorehouse, StockViewTabs } from '../components/StockViewTabs';
import '../locales/register';

const listKey = 'material-stock';
const one = (v: unknown) => (Array.isArray(v) ? (v[0] === undefined ? undefined : String(v[0])) : v ? String(v) : undefined);
const flag = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : undefined);

/** The stock list call of the material stock views: the storehouse tab and the filter drawer's values. */
export function listInput(q: ListQuery) {
  const f = q.filters;
  const first = Array.isArray(f.firstIn) && f.firstIn.length === 2 ? f.firstIn.map(String) : undefined;
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    keyword: q.keyword || undefined,
    storehouseId: chosenStorehouse(f),
    materialsKindsId: one(f.kind),
    supplierId: one(f.supplier),
    materialsNo: typeof f.materialsNo === 'string' && f.materialsNo ? f.materialsNo : undefined,
    sampleMaterial: flag(f.sample),
    nonZero: flag(f.nonZero),
    warning: f.warning === 'LOW' || f.warning === 'HIGH' ? f.warning : undefined,
    ...(first ? { firstDate: first[0], endDate: first[1] } : {}),
  };
}

export const qty = (v: string | null | undefined) => dec.format(v);
/** The moving-average unit cost (up to 4 decimals shown) and the value on hand (money, grouped). */
export const cost = (v: string | null | undefined) => dec.format(v, { scale: 4 });
export const money = (v: string | null | undefined) => dec.format(v, { scale: 2, fixed: true, grouping: true });

/** The SKU columns every material stock view starts with (the key figures follow them, before any scrolling). */
export function useSkuColumns(): ListColumn<MaterialStockRow>[] {
  const { t } = useTranslation();
  const f = (key: string) => t(`stock.field.${key}`);
  return [
    {
      key: 'materialsNo',
      title: f('materialsNo'),
      dataIndex: 'materialsNo',
      locked: true,
      width: 100,
      ellipsis: true,
      // Another factory's SKU in a storehouse shared with it: its factory is named under the number.
      render: (v: string, row) =>
        row.skuFactoryName ? (
          <Space orientation="vertical" size={0}>
            {v}
            <Tag color="purple" title={`${f('skuFactory')}: ${row.skuFactoryName}`} style={{ marginInlineEnd: 0 }}>
              {row.skuFactoryName}
            </Tag>
          </Space>
        ) : (
          v
        ),
    },
    { key: 'materialsName', title: f('materialsName'), dataIndex: 'materialsName', width: 110, ellipsis: true },
    { key: 'colorName', title: f('color'), dataIndex: 'colorName', width: 75, ellipsis: true },
    { key: 'specNoName', title: f('spec'), dataIndex: 'specNoName', width: 80, ellipsis: true },
    { key: 'stockUnit', title: f('stockUnit'), dataIndex: 'stockUnit', width: 60 },
  ];
}

/**
 * 物料库存 (/materialInventory, reference 07 §3): tabs 物料库存 · 余料库存 · 库存变动记录 and a storehouse switcher;
 * balances per storehouse × SKU with 入库 / 出库 / 调整 / 编辑仓位 per row (出库 beyond the stock asks first, or says
 * it will be refused where the storehouse forbids negative material stock), 预警设置, 批量入库 / 批量出库, and
 * + 开余料入库单 / + 开送料单 with the chosen rows. Every column has a width (fitColumns): SKU, 库存数, 主动占用,
 * 可用库存, 库存金额 and 单位成本 come first and end before the fixed 操作 column at 1440 px in both languages (the
 * selection column, 425 px of SKU, 485 px of figures, then 205 px of 操作 in a 1,160 px table).
 */
export function MaterialStockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useListRefresh(listKey);
  const storehouseId = chosenStorehouse(useListState()[0].filters);
  const [selected, setSelected] = useState<MaterialStockRow[]>([]);
  const [change, setChange] = useState<{ row: MaterialStockRow; kind: StockChangeKind } | null>(null);
  const [positionOf, setPositionOf] = useState<MaterialStockRow | null>(null);
  const [warningRows, setWarningRows] = useState<MaterialStockRow[] | null>(null);
  const skuColumns = useSkuColumns();
  const f = (key: string) => t(`stock.field.${key}`);
  const l = (key: string) => t(`stock.list.${key}`);
  const closed = (changed: boolean) => {
    setChange(null);
    setPositionOf(null);
    setWarningRows(null);
    if (changed) void refresh();
  };

  const columns: ListColumn<MaterialStockRow>[] = [
    ...skuColumns,
    {
      key: 'quantity',
      title: f('quantity'),
      dataIndex: 'quantity',
      align: 'right',
      locked: true,
      width: 100,
      render: (v: string, r) => (
        <Space size={4} wrap>
          <Typography.Text strong type={dec.isNegative(v) ? 'danger' : undefined} data-testid="stock-on-hand">
            {qty(v)}
          </Typography.Text>
          {r.warning && <Tag color={r.warning === 'LOW' ? 'red' : 'orange'}>{r.warning === 'LOW' ? f('low') : f('high')}</Tag>}
        </Space>
      ),
    },
    { key: 'reserved', title: f('reserved'), dataIndex: 'reserved', align: 'right', width: 90, render: qty },
    { key: 'available', title: f('available'), dataIndex: 'available', align: 'right', width: 95, render: qty },
    { key: 'value', title: f('stockValue'), dataIndex: 'value', align: 'right', width: 110, render: money },
    { key: 'unitCost', title: f('unitCost'), dataIndex: 'unitCost', align: 'right', width: 90, render: cost },
    { key: 'storehouseName', title: f('storehouse'), dataIndex: 'storehouseName', width: 95, ellipsis: true },
    { key: 'position', title: f('position'), dataIndex: 'position', width: 80, ellipsis: true },
    { key: 'kindName', title: f('kind'), dataIndex: 'kindName', width: 80, ellipsis: true },
    {
      key: 'sampleMaterial',
      title: f('sample'),
      dataIndex: 'sampleMaterial',
      width: 70,
      render: (v: boolean) => (v ? f('yes') : f('no')),
    },
    {
      key: 'limits',
      title: `${f('minQuantity')} / ${f('maxQuantity')}`,
      width: 150,
      render: (_: unknown, r) =>
        r.minQuantity || r.maxQuantity ? `${qty(r.minQuantity) || '-'} / ${qty(r.maxQuantity) || '-'}` : null,
    },
    {
      key: 'firstInAt',
      title: f('firstInAt'),
      dataIndex: 'firstInAt',
      width: 150,
      render: (v: string | null) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 205,
      // Another factory's SKU in a shared storehouse is moved by that factory only: its row keeps 编辑仓位 alone.
      render: (_: unknown, r) => (
        <Space size={0}>
          {r.skuFactoryName ? null : (
            <>
              <GuardedButton
                type="link"
                size="small"
                permission="fac.stock.add"
                onClick={() => setChange({ row: r, kind: 'IN' })}
              >
                {l('in')}
              </GuardedButton>
              <GuardedButton
                type="link"
                size="small"
                permission="fac.stock.delete"
                onClick={() => setChange({ row: r, kind: 'OUT' })}
                data-testid="stock-out"
              >
                {l('out')}
              </GuardedButton>
              <GuardedButton
                type="link"
                size="small"
                permission="fac.stock.adjust"
                onClick={() => setChange({ row: r, kind: 'ADJUST' })}
              >
                {l('adjust')}
              </GuardedButton>
            </>
          )}
          <GuardedButton type="link" size="small" permission="fac.stock.edit" onClick={() => setPositionOf(r)}>
            {l('editPosition')}
          </GuardedButton>
        </Space>
      ),
    },
  ];

  const yesNo = [
    { value: 'true', label: f('yes') },
    { value: 'false', label: f('no') },
  ];
  const filters: FilterField[] = [
    { name: 'kind', label: f('kind'), type: 'searchSelect', loader: kindLoader, single: true },
    { name: 'supplier', label: f('supplier'), type: 'searchSelect', loader: supplierLoader, single: true },
    { name: 'materialsNo', label: f('materialsNo'), type: 'text' },
    { name: 'firstIn', label: f('firstInAt'), type: 'dateRange' },
    { name: 'sample', label: f('sample'), type: 'select', single: true, options: yesNo },
    { name: 'nonZero', label: l('nonZero'), type: 'select', single: true, options: yesNo },
    {
      name: 'warning',
      label: f('warning'),
      type: 'select',
      single: true,
      options: [
        { value: 'LOW', label: f('low') },
        { value: 'HIGH', label: f('high') },
      ],
    },
  ];

  return (
    <>
      <StockViewTabs view="stock" />
      <ListPage<MaterialStockRow>
        listKey={listKey}
        title={l('title')}
        searchPlaceholder={l('search')}
        columns={columns}
        filters={filters}
        fitColumns
        fetchPage={(q) => stockApi.list(listInput(q))}
        rowKey="id"
        rowSelection={{ selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) }}
        extra={
          <>
            <GuardedButton permission="fac.stock.edit" disabled={selected.length === 0} onClick={() => setWarningRows(selected)}>
              {l('warningConfig')}
            </GuardedButton>
            <StockBillShortcuts selected={selected} />
            <MaterialStockBillButtons selected={selected} storehouseId={storehouseId} />
            <GuardedButton
              permission="fac.stock.batchDelete"
              onClick={() => void navigate('/materialInventory/matBatch?mode=out')}
            >
              {l('batchOut')}
            </GuardedButton>
            <GuardedButton
              type="primary"
              permission="fac.stock.batchAdd"
              onClick={() => void navigate('/materialInventory/matBatch?mode=in')}
            >
              {l('batchIn')}
            </GuardedButton>
          </>
        }
      />
      <InTransitPanel skuKind="MATERIAL" {...(storehouseId ? { storehouseId } : {})} />
      {change && <StockChangeDialog row={change.row} kind={change.kind} onClose={closed} />}
      {positionOf && <PositionDialog row={positionOf} onClose={closed} />}
      {warningRows && <WarningDialog rows={warningRows} onClose={closed} />}
    </>
  );
}
