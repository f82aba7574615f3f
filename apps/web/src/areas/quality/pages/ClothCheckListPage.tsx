import type { ClothCheckRow } from '@gf/contracts';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../shared/excel';
import { ListPage, useListState, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { clothApi, materialSkuLoader, ratePercent, trimZeros } from '../api/quality-api';
import '../locales/register';

const listKey = 'cloth-checks';
const one = (v: unknown) => (Array.isArray(v) ? (v[0] === undefined ? undefined : String(v[0])) : v ? String(v) : undefined);

function filterInput(q: Pick<ListQuery, 'keyword' | 'filters'>) {
  const dates =
    Array.isArray(q.filters.dateArrive) && q.filters.dateArrive.length === 2 ? q.filters.dateArrive.map(String) : undefined;
  return {
    keyword: q.keyword || undefined,
    materialSkuId: one(q.filters.sku),
    ...(dates ? { dateFrom: dates[0], dateTo: dates[1] } : {}),
  };
}

/**
 * 验布缩布记录 (/checkAndShrunk): every check and shrink row across arrivals; opens the arrival's /clothCheck page.
 * The column widths add up to 1147 px so that at 1440 px every column (缩率 too) shows in Chinese and in English
 * without scrolling behind the fixed 操作 column.
 */
export function ClothCheckListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [listState] = useListState();
  const c = (k: string) => t(`quality.cloth.${k}`);
  const columns: ListColumn<ClothCheckRow>[] = [
    { key: 'arriveNo', title: c('arriveNo'), dataIndex: 'arriveNo', locked: true, width: 125 },
    { key: 'dateArrive', title: c('dateArrive'), dataIndex: 'dateArrive', width: 92 },
    { key: 'materialNo', title: c('materialNo'), dataIndex: 'materialNo', width: 90 },
    { key: 'materialName', title: c('materialName'), dataIndex: 'materialName', width: 105, ellipsis: true },
    { key: 'color', title: c('color'), dataIndex: 'colorName', width: 70 },
    { key: 'roll', title: c('roll'), dataIndex: 'rollNo', width: 75, ellipsis: true },
    {
      key: 'arrived',
      title: c('arrived'),
      dataIndex: 'arrivedQuantity',
      align: 'right',
      width: 80,
      render: (v: string, r) => `${trimZeros(v)} ${r.stockUnit}`,
    },
    {
      key: 'checkedLength',
      title: c('checkedLength'),
      dataIndex: 'checkedLength',
      align: 'right',
      width: 80,
      render: (v: string | null) => trimZeros(v),
    },
    {
      key: 'shrinkLength',
      title: c('shrinkLength'),
      width: 100,
      render: (_: unknown, r) => (r.shrinkBefore === null ? null : `${trimZeros(r.shrinkBefore)} → ${trimZeros(r.shrinkAfter)}`),
    },
    {
      key: 'rate',
      title: <Tooltip title={c('formula')}>{c('rate')}</Tooltip>,
      dataIndex: 'shrinkRate',
      align: 'right',
      width: 90,
      render: (v: string | null) => ratePercent(v),
    },
    { key: 'checker', title: c('checker'), dataIndex: 'checkerName', width: 80, ellipsis: true },
    { key: 'shrinker', title: c('shrinker'), dataIndex: 'shrinkerName', width: 80, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 90,
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => void navigate(`/clothCheck?arriveId=${encodeURIComponent(r.arriveId)}`)}>
          {c('open')}
        </Button>
      ),
    },
  ];
  const filters: FilterField[] = [
    { name: 'sku', label: c('materialName'), type: 'searchSelect', loader: materialSkuLoader, single: true },
    { name: 'dateArrive', label: c('dateArrive'), type: 'dateRange' },
  ];
  return (
    <ListPage<ClothCheckRow>
      listKey={listKey}
      title={c('listTitle')}
      searchPlaceholder={c('search')}
      columns={columns}
      filters={filters}
      fitColumns
      fetchPage={(q) => clothApi.page({ pageNo: q.pageNo, pageSize: q.pageSize, ...filterInput(q) })}
      rowKey="id"
      extra={
        <ExportButton
          path="arrive/checkAndShrunk/export"
          permission="fac.arriveOrder.checkList"
          label={c('export')}
          body={() => filterInput(listState)}
        />
      }
    />
  );
}
