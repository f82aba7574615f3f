import { dec, detailHref, stockChangeTypeLabels, stockChangeTypes, type StockChangeRow } from '@gf/contracts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '../../../shared/excel';
import { formatDateTime, pickLabel } from '../../../shared/format/format';
import {
  ListPage,
  useListState,
  useRowConfirm,
  type FilterField,
  type ListColumn,
  type ListQuery,
} from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { factoryLoader, kindLoader, operatorLoader, stockApi, supplierLoader } from '../api/stock-api';
import { chosenStorehouse, StockViewTabs } from '../components/StockViewTabs';
import '../locales/register';

const listKey = 'stock-changes';
const one = (v: unknown) => (Array.isArray(v) ? (v[0] === undefined ? undefined : String(v[0])) : v ? String(v) : undefined);

function filterInput(q: Pick<ListQuery, 'keyword' | 'filters'>) {
  const f = q.filters;
  const dates = Array.isArray(f.opDate) && f.opDate.length === 2 ? f.opDate.map(String) : undefined;
  return {
    queryColumn: q.keyword || undefined,
    storehouseId: chosenStorehouse(f),
    materialType: one(f.kind),
    supplierId: one(f.supplier),
    inventoryType: one(f.changeType),
    opBy: one(f.operator),
    facUnitId: one(f.factory),
    sampleMaterial: f.sample === 'true' ? true : f.sample === 'false' ? false : undefined,
    ...(dates ? { startOpAt: dates[0], endOpAt: dates[1] } : {}),
  };
}

/**
 * 库存变动记录 (/materialInventory/changes): the append-only movement log under the stock views' tabs and storehouse
 * switcher; a row's 单据号 opens the bill that moved the stock; manual rows undoable.
 */
export function StockChangeLogPage() {
  const { t, i18n } = useTranslation();
  const confirmRow = useRowConfirm(listKey);
  const [listState] = useListState();
  const f = (key: string) => t(`stock.field.${key}`);
  const typeLabel = (type: string) =>
    pickLabel((stockChangeTypeLabels as Record<string, { zh: string; en: string }>)[type], i18n.language, type);

  const undo = (r: StockChangeRow) =>
    confirmRow({
      permission: 'fac.stock.change',
      title: t('stock.list.undo'),
      content: t('stock.list.undoConfirm'),
      run: () => stockApi.undo(r.id),
    });

  const columns: ListColumn<StockChangeRow>[] = [
    // Every column has a width (fitColumns): SKU, type, quantity, balance and bill number first, so they show beside
    // the fixed 操作 column at 1440 px in both languages; the rest scrolls.
    { key: 'materialsNo', title: f('materialsNo'), dataIndex: 'materialsNo', locked: true, width: 120, ellipsis: true },
    { key: 'materialsName', title: f('materialsName'), dataIndex: 'materialsName', width: 120, ellipsis: true },
    { key: 'colorName', title: f('color'), dataIndex: 'colorName', width: 80, ellipsis: true },
    { key: 'specNoName', title: f('spec'), dataIndex: 'specNoName', width: 80, ellipsis: true },
    { key: 'stockUnit', title: f('stockUnit'), dataIndex: 'stockUnit', width: 65 },
    {
      key: 'rollVat',
      title: `${f('roll')} / ${f('vat')}`,
      width: 100,
      ellipsis: true,
      render: (_: unknown, r) => [r.rollId, r.vatNo].filter(Boolean).join(' / ') || null,
    },
    {
      key: 'changeType',
      title: f('changeType'),
      dataIndex: 'changeType',
      width: 120,
      render: (v: string, r) => (
        <>
          {typeLabel(v)}
          {r.reversesId && <Tag style={{ marginInlineStart: 4 }}>{f('undoRow')}</Tag>}
          {r.reversed && (
            <Tag color="default" style={{ marginInlineStart: 4 }}>
              {f('undone')}
            </Tag>
          )}
        </>
      ),
    },
    {
      key: 'quantity',
      title: f('changeQuantity'),
      dataIndex: 'quantity',
      align: 'right',
      locked: true,
      width: 95,
      render: (v: string) => (
        <Typography.Text type={dec.isNegative(v) ? 'danger' : 'success'}>
          {dec.isPositive(v) ? `+${dec.format(v)}` : dec.format(v)}
        </Typography.Text>
      ),
    },
    {
      key: 'balanceAfter',
      title: f('balanceAfter'),
      dataIndex: 'balanceAfter',
      align: 'right',
      width: 105,
      render: (v: string) => dec.format(v),
    },
    {
      key: 'value',
      title: f('changeValue'),
      dataIndex: 'value',
      align: 'right',
      width: 105,
      render: (v: string) => dec.format(v, { scale: 2, fixed: true, grouping: true }),
    },
    // A storehouse shared between factories takes rows from each: which one posted the row, beside the figures.
    { key: 'facName', title: f('facName'), dataIndex: 'facName', width: 100, ellipsis: true },
    {
      key: 'sourceNo',
      title: f('billNo'),
      dataIndex: 'sourceNo',
      width: 130,
      render: (v: string | null, r) => {
        const href = r.sourceId ? detailHref(r.sourceType, { id: r.sourceId, billNo: v }) : null;
        return href && v ? (
          <Link to={href} data-testid="movement-bill">
            {v}
          </Link>
        ) : (
          v
        );
      },
    },
    { key: 'opDate', title: f('opDate'), dataIndex: 'opDate', width: 100 },
    { key: 'storehouseName', title: f('storehouse'), dataIndex: 'storehouseName', width: 100, ellipsis: true },
    { key: 'operatorName', title: f('operator'), dataIndex: 'operatorName', width: 90, ellipsis: true },
    { key: 'orderNo', title: f('orderNo'), dataIndex: 'orderNo', width: 110, ellipsis: true },
    { key: 'position', title: f('position'), dataIndex: 'position', width: 80, ellipsis: true },
    { key: 'kindName', title: f('kind'), dataIndex: 'kindName', width: 80, ellipsis: true },
    {
      key: 'sampleMaterial',
      title: f('sample'),
      dataIndex: 'sampleMaterial',
      width: 70,
      render: (v: boolean) => (v ? f('yes') : f('no')),
    },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 120, ellipsis: true },
    { key: 'createdAt', title: f('createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 80,
      render: (_: unknown, r) =>
        r.undoable ? (
          <GuardedButton type="link" size="small" danger permission="fac.stock.change" onClick={() => undo(r)}>
            {t('stock.list.undo')}
          </GuardedButton>
        ) : null,
    },
  ];

  const filters: FilterField[] = [
    { name: 'kind', label: f('kind'), type: 'searchSelect', loader: kindLoader, single: true },
    { name: 'supplier', label: f('supplier'), type: 'searchSelect', loader: supplierLoader, single: true },
    {
      name: 'changeType',
      label: f('changeType'),
      type: 'select',
      single: true,
      options: stockChangeTypes.map((v) => ({ value: v, label: typeLabel(v) })),
    },
    { name: 'opDate', label: f('opDate'), type: 'dateRange' },
    { name: 'operator', label: f('operator'), type: 'searchSelect', loader: operatorLoader, single: true },
    { name: 'factory', label: f('facName'), type: 'searchSelect', loader: factoryLoader, single: true },
    {
      name: 'sample',
      label: f('sample'),
      type: 'select',
      single: true,
      options: [
        { value: 'true', label: f('yes') },
        { value: 'false', label: f('no') },
      ],
    },
  ];

  return (
    <>
      <StockViewTabs view="changes" />
      <ListPage<StockChangeRow>
        listKey={listKey}
        title={t('stock.list.changesTitle')}
        searchPlaceholder={t('stock.list.changesSearch')}
        columns={columns}
        filters={filters}
        fitColumns
        fetchPage={(q) => stockApi.changes({ pageNo: q.pageNo, pageSize: q.pageSize, ...filterInput(q) })}
        rowKey="id"
        extra={
          <ExportButton
            path="changeStock/exportExcel"
            permission="fac.stock.record.list"
            label={t('stock.list.export')}
            body={() => filterInput(listState)}
          />
        }
      />
    </>
  );
}
