import { dec, type MaterialStockRow } from '@gf/contracts';
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/format';
import { ListPage, useListRefresh, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { kindLoader, stockApi, storehouseLoader, supplierLoader } from '../api/stock-api';
import { PositionDialog, StockChangeDialog, WarningDialog, type StockChangeKind } from '../components/StockChangeDialog';

const listKey = 'material-stock';
const one = (v: unknown) => (Array.isArray(v) ? (v[0] === undefined ? undefined : String(v[0])) : v ? String(v) : undefined);
const flag = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : undefined);

function listInput(q: ListQuery) {
  const f = q.filters;
  const first = Array.isArray(f.firstIn) && f.firstIn.length === 2 ? f.firstIn.map(String) : undefined;
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    keyword: q.keyword || undefined,
    storehouseId: one(f.storehouse),
    materialsKindsId: one(f.kind),
    supplierId: one(f.supplier),
    materialsNo: typeof f.materialsNo === 'string' && f.materialsNo ? f.materialsNo : undefined,
    sampleMaterial: flag(f.sample),
    nonZero: flag(f.nonZero),
    warning: f.warning === 'LOW' || f.warning === 'HIGH' ? f.warning : undefined,
    ...(first ? { firstDate: first[0], endDate: first[1] } : {}),
  };
}

const qty = (v: string | null) => dec.format(v);

/** 物料库存 (/materialInventory): balances per storehouse × SKU with in / out / adjust / position (reference 07 §3). */
export function MaterialStockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useListRefresh(listKey);
  const [selected, setSelected] = useState<MaterialStockRow[]>([]);
  const [change, setChange] = useState<{ row: MaterialStockRow; kind: StockChangeKind } | null>(null);
  const [positionOf, setPositionOf] = useState<MaterialStockRow | null>(null);
  const [warningRows, setWarningRows] = useState<MaterialStockRow[] | null>(null);
  const f = (key: string) => t(`stock.field.${key}`);
  const l = (key: string) => t(`stock.list.${key}`);
  const closed = (changed: boolean) => {
    setChange(null);
    setPositionOf(null);
    setWarningRows(null);
    if (changed) void refresh();
  };

  const columns: ListColumn<MaterialStockRow>[] = [
    { key: 'storehouseName', title: f('storehouse'), dataIndex: 'storehouseName' },
    { key: 'kindName', title: f('kind'), dataIndex: 'kindName' },
    { key: 'materialsNo', title: f('materialsNo'), dataIndex: 'materialsNo', locked: true },
    { key: 'sampleMaterial', title: f('sample'), dataIndex: 'sampleMaterial', render: (v: boolean) => (v ? f('yes') : f('no')) },
    { key: 'materialsName', title: f('materialsName'), dataIndex: 'materialsName' },
    { key: 'colorName', title: f('color'), dataIndex: 'colorName' },
    { key: 'specNoName', title: f('spec'), dataIndex: 'specNoName' },
    { key: 'stockUnit', title: f('stockUnit'), dataIndex: 'stockUnit' },
    { key: 'position', title: f('position'), dataIndex: 'position' },
    {
      key: 'quantity',
      title: f('quantity'),
      dataIndex: 'quantity',
      align: 'right',
      locked: true,
      render: (v: string, r) => (
        <Space size={4}>
          <Typography.Text strong type={dec.isNegative(v) ? 'danger' : undefined}>
            {qty(v)}
          </Typography.Text>
          {r.warning && <Tag color={r.warning === 'LOW' ? 'red' : 'orange'}>{r.warning === 'LOW' ? f('low') : f('high')}</Tag>}
        </Space>
      ),
    },
    { key: 'reserved', title: f('reserved'), dataIndex: 'reserved', align: 'right', render: qty },
    { key: 'available', title: f('available'), dataIndex: 'available', align: 'right', render: qty },
    {
      key: 'limits',
      title: `${f('minQuantity')} / ${f('maxQuantity')}`,
      render: (_: unknown, r) =>
        r.minQuantity || r.maxQuantity ? `${qty(r.minQuantity) || '-'} / ${qty(r.maxQuantity) || '-'}` : null,
    },
    { key: 'firstInAt', title: f('firstInAt'), dataIndex: 'firstInAt', render: (v: string | null) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          <GuardedButton type="link" size="small" permission="fac.stock.add" onClick={() => setChange({ row: r, kind: 'IN' })}>
            {l('in')}
          </GuardedButton>
          <GuardedButton
            type="link"
            size="small"
            permission="fac.stock.delete"
            onClick={() => setChange({ row: r, kind: 'OUT' })}
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
    { name: 'storehouse', label: f('storehouse'), type: 'searchSelect', loader: storehouseLoader, single: true },
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
      <ListPage<MaterialStockRow>
        listKey={listKey}
        title={l('title')}
        searchPlaceholder={l('search')}
        columns={columns}
        filters={filters}
        fetchPage={(q) => stockApi.list(listInput(q))}
        rowKey="id"
        rowSelection={{ selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) }}
        extra={
          <>
            <GuardedButton permission="fac.stock.edit" disabled={selected.length === 0} onClick={() => setWarningRows(selected)}>
              {l('warningConfig')}
            </GuardedButton>
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
      {change && <StockChangeDialog row={change.row} kind={change.kind} onClose={closed} />}
      {positionOf && <PositionDialog row={positionOf} onClose={closed} />}
      {warningRows && <WarningDialog rows={warningRows} onClose={closed} />}
    </>
  );
}
