import { PlusOutlined } from '@ant-design/icons';
import type { GoodsCustomFieldColumn, GoodsStyleRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Image, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/format';
import { ExportButton, ImportDialog } from '../../../shared/excel';
import {
  ListPage,
  useListRefresh,
  useListState,
  type FilterField,
  type ListColumn,
  type ListQuery,
} from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { customerLoader, goodsApi } from '../api/goods-api';
import { flattenCategories, goodsCategoryApi, goodsCategoryQueryKey } from '../api/goods-category-api';
import { GoodsStyleDrawer } from '../components/GoodsStyleDrawer';
import '../locales/register';

const listKey = 'goods-styles';
export const goodsDetailHref = (id: string) => `/baseGoodsInfo?id=${encodeURIComponent(id)}`;
const ids = (v: unknown) => (Array.isArray(v) ? v.map(String) : v ? [String(v)] : undefined);

/** The list's filters as the list and the export take them. */
function listInput(q: Pick<ListQuery, 'keyword' | 'filters'>) {
  const stop = q.filters.isStopped;
  return {
    keyword: q.keyword || undefined,
    customerIds: ids(q.filters.customers),
    categoryIds: ids(q.filters.categories),
    isStopped: stop === 'true' ? true : stop === 'false' ? false : undefined,
  };
}

/** 商品档案 (/goodsMangement): reference 04 section 1. */
export function GoodsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useListRefresh(listKey);
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<GoodsStyleRow[]>([]);
  const [importing, setImporting] = useState(false);
  const [listState] = useListState();
  // The factory's enabled custom fields of goods styles, as the list answer names them: one column each.
  const [customFieldColumns, setCustomFieldColumns] = useState<GoodsCustomFieldColumn[]>([]);
  const f = (k: string) => t(`goods.field.${k}`);
  const categoryTree = useQuery({ queryKey: goodsCategoryQueryKey, queryFn: goodsCategoryApi.tree });

  const stopUse = async (rows: GoodsStyleRow[], isStopped: boolean) => {
    if (!rows.length) return;
    try {
      await goodsApi.batchStopUse(
        rows.map((r) => r.goodsId),
        isStopped,
      );
      setSelected([]);
      void refresh();
    } catch {
      // shown by the api client
    }
  };

  const columns: ListColumn<GoodsStyleRow>[] = [
    {
      key: 'picture',
      title: f('picture'),
      width: 64,
      render: (_: unknown, r) =>
        r.mainPictureUrl ? <Image src={r.mainPictureUrl} width={40} height={40} style={{ objectFit: 'cover' }} /> : null,
    },
    {
      key: 'styleNo',
      title: f('styleNo'),
      dataIndex: 'styleNo',
      locked: true,
      render: (v: string, r) => <Link to={goodsDetailHref(r.goodsId)}>{v}</Link>,
    },
    { key: 'styleName', title: f('styleName'), dataIndex: 'styleName' },
    { key: 'customerName', title: f('customer'), dataIndex: 'customerName' },
    { key: 'categoryPath', title: f('category'), dataIndex: 'categoryPath' },
    { key: 'specText', title: f('spec'), dataIndex: 'specText', ellipsis: true, width: 280 },
    { key: 'skuCount', title: f('skuCount'), dataIndex: 'skuCount', align: 'right' },
    { key: 'brand', title: f('brand'), dataIndex: 'brand' },
    { key: 'season', title: f('season'), dataIndex: 'season' },
    { key: 'price', title: f('price'), dataIndex: 'price', align: 'right' },
    { key: 'retailPrice', title: f('retailPrice'), dataIndex: 'retailPrice', align: 'right' },
    {
      key: 'isStopped',
      title: f('status'),
      dataIndex: 'isStopped',
      render: (v: boolean) => (v ? <Tag>{t('goods.list.stopped')}</Tag> : <Tag color="green">{t('goods.list.inUse')}</Tag>),
    },
    { key: 'createdByName', title: f('createdBy'), dataIndex: 'createdByName' },
    { key: 'createdAt', title: f('createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    { key: 'updatedByName', title: f('updatedBy'), dataIndex: 'updatedByName' },
    { key: 'updatedAt', title: f('updatedAt'), dataIndex: 'updatedAt', render: (v: string) => formatDateTime(v) },
    ...customFieldColumns.map((c): ListColumn<GoodsStyleRow> => ({
      key: `customField:${c.id}`,
      title: c.name,
      ellipsis: true,
      render: (_: unknown, r) => r.customFields?.[c.id] || null,
    })),
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size="small">
          <Link to={goodsDetailHref(r.goodsId)}>{t('common.view')}</Link>
          <GuardedButton type="link" size="small" permission="fac.goods.update" onClick={() => void stopUse([r], !r.isStopped)}>
            {r.isStopped ? t('goods.list.resume') : t('goods.list.stopUse')}
          </GuardedButton>
        </Space>
      ),
    },
  ];
  const filters: FilterField[] = [
    { name: 'customers', label: f('customer'), type: 'searchSelect', loader: customerLoader },
    {
      name: 'categories',
      label: f('category'),
      type: 'select',
      options: flattenCategories(categoryTree.data ?? []).map((c) => ({ value: c.id, label: c.pathName })),
    },
    {
      name: 'isStopped',
      label: f('status'),
      type: 'select',
      single: true,
      options: [
        { value: 'false', label: t('goods.list.inUse') },
        { value: 'true', label: t('goods.list.stopped') },
      ],
    },
  ];

  return (
    <>
      <ListPage<GoodsStyleRow>
        listKey={listKey}
        title={t('goods.menu.list')}
        searchPlaceholder={t('goods.list.search')}
        columns={columns}
        fetchPage={async (q) => {
          const page = await goodsApi.page({ pageNo: q.pageNo, pageSize: q.pageSize, ...listInput(q) });
          const next = page.customFieldColumns ?? [];
          setCustomFieldColumns((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
          return page;
        }}
        filters={filters}
        rowKey="goodsId"
        rowSelection={{ selectedRowKeys: selected.map((r) => r.goodsId), onChange: (_, rows) => setSelected(rows) }}
        extra={
          <Space>
            <ExportButton
              path="fac/goods/exportGoodsStyle"
              permission="fac.goods.list"
              label={t('goods.list.export')}
              body={() => listInput(listState)}
            />
            <GuardedButton
              permission="fac.goods.add"
              onClick={() => void navigate('/goodsSystemImport')}
              data-testid="goods-system-import"
            >
              {t('goods.systemImport.open')}
            </GuardedButton>
            <GuardedButton permission="fac.goods.add" onClick={() => setImporting(true)} data-testid="goods-import">
              {t('capabilities.excel.import')}
            </GuardedButton>
            <GuardedButton permission="fac.goods.update" disabled={!selected.length} onClick={() => void stopUse(selected, true)}>
              {t('goods.list.batchStopUse')}
            </GuardedButton>
            <GuardedButton
              type="primary"
              icon={<PlusOutlined />}
              permission="fac.goods.add"
              onClick={() => setCreating(true)}
              data-testid="goods-new"
            >
              {t('goods.list.new')}
            </GuardedButton>
          </Space>
        }
      />
      <ImportDialog
        open={importing}
        what={t('goods.menu.list')}
        base="fac/goods"
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
      <GoodsStyleDrawer
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(id) => {
          setCreating(false);
          void refresh();
          void navigate(goodsDetailHref(id));
        }}
      />
    </>
  );
}
