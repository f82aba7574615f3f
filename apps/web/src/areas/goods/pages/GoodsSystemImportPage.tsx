import type { GoodsImportRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Select, Space, Tag, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showImportResult, useImportSources } from '../../../shared/import-across';
import { ListPage, useListRefresh, useListState, type ListColumn } from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { categoryTreeOptions } from '../api/goods-category-api';
import { goodsImportApi } from '../api/goods-import-api';
import '../locales/register';

const listKey = 'goods-system-import';
const ids = (v: unknown) => (Array.isArray(v) ? v.map(String) : v ? [String(v)] : undefined);

/**
 * 从体系导入 (/goodsSystemImport): goods styles of another factory of the group, chosen and copied into this factory
 * (the server matches colours, sizes and lengths by name and skips style nos this factory has).
 */
export function GoodsSystemImportPage() {
  const { t } = useTranslation();
  const sources = useImportSources();
  const [state, update] = useListState();
  const refresh = useListRefresh(listKey);
  const [selected, setSelected] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const source = typeof state.filters.source === 'string' ? state.filters.source : undefined;
  const f = (k: string) => t(`goods.field.${k}`);

  // The first factory is chosen when none is (the page lists one factory's styles at a time).
  useEffect(() => {
    if (!source && sources[0]) update({ filters: { ...state.filters, source: sources[0].id }, pageNo: 1 });
  }, [source, sources, state.filters, update]);

  const tree = useQuery({
    queryKey: ['goods', 'importCategoryTree', source],
    enabled: Boolean(source),
    queryFn: () => goodsImportApi.categoryTree(source!),
  });

  const run = async () => {
    if (!source || !selected.length) return;
    setImporting(true);
    try {
      const result = await goodsImportApi.run(source, selected);
      setSelected([]);
      showImportResult(result);
      await refresh();
    } catch {
      // shown by the api client
    } finally {
      setImporting(false);
    }
  };

  const columns: ListColumn<GoodsImportRow>[] = [
    { key: 'styleNo', title: f('styleNo'), dataIndex: 'styleNo', locked: true, width: 150 },
    {
      key: 'existsHere',
      title: t('goods.systemImport.here'),
      dataIndex: 'existsHere',
      locked: true,
      width: 110,
      render: (v: boolean) => (v ? <Tag>{t('goods.systemImport.existsHere')}</Tag> : null),
    },
    { key: 'styleName', title: f('styleName'), dataIndex: 'styleName', width: 160 },
    { key: 'categoryPath', title: f('category'), dataIndex: 'categoryPath', width: 200, ellipsis: true },
    { key: 'sizeCategoryName', title: f('sizeCategory'), dataIndex: 'sizeCategoryName', width: 130 },
    { key: 'specText', title: f('spec'), dataIndex: 'specText', ellipsis: true },
    { key: 'skuCount', title: f('skuCount'), dataIndex: 'skuCount', align: 'right', width: 90 },
  ];

  const setFilter = (patch: Record<string, unknown>) => {
    setSelected([]);
    update({ filters: { ...state.filters, ...patch }, pageNo: 1 });
  };

  return (
    <ListPage<GoodsImportRow>
      listKey={listKey}
      title={t('goods.menu.systemImport')}
      searchPlaceholder={t('goods.systemImport.search')}
      columns={columns}
      rowKey="goodsId"
      fitColumns
      fetchPage={async (q) => {
        const sourceUnitId = typeof q.filters.source === 'string' ? q.filters.source : undefined;
        if (!sourceUnitId) return { list: [], totalCount: 0 };
        return goodsImportApi.page({
          sourceUnitId,
          keyword: q.keyword || undefined,
          categoryIds: ids(q.filters.categories),
          pageNo: q.pageNo,
          pageSize: q.pageSize,
        });
      }}
      rowSelection={{
        selectedRowKeys: selected,
        preserveSelectedRowKeys: true,
        onChange: (keys) => setSelected(keys.map(String)),
        getCheckboxProps: (r) => ({ disabled: r.existsHere }),
      }}
      summary={
        <div style={{ marginBottom: 12 }}>
          {sources.length ? (
            <Alert type="info" showIcon title={t('goods.systemImport.hint')} style={{ marginBottom: 12 }} />
          ) : (
            <Alert type="warning" showIcon title={t('importAcross.noSources')} style={{ marginBottom: 12 }} />
          )}
          <Space wrap>
            <span>{t('importAcross.sourceFactory')}</span>
            <Select
              style={{ width: 220 }}
              value={source}
              placeholder={t('goods.systemImport.chooseFactory')}
              options={sources.map((s) => ({ value: s.id, label: s.name }))}
              onChange={(v: string) => setFilter({ source: v, categories: undefined })}
              data-testid="goods-import-source"
            />
            <span>{f('category')}</span>
            <TreeSelect
              style={{ width: 260 }}
              value={ids(state.filters.categories)?.[0]}
              onChange={(v: string | undefined) => setFilter({ categories: v ? [v] : undefined })}
              treeData={categoryTreeOptions(tree.data ?? [])}
              treeDefaultExpandAll
              allowClear
              showSearch={{ treeNodeFilterProp: 'title' }}
              treeNodeLabelProp="label"
              placeholder={t('goods.systemImport.allCategories')}
              loading={tree.isLoading}
            />
          </Space>
        </div>
      }
      extra={
        <GuardedButton
          type="primary"
          permission="fac.goods.add"
          loading={importing}
          disabled={!selected.length}
          onClick={() => void run()}
          data-testid="goods-import-run"
        >
          {t('importAcross.importSelected', { count: selected.length })}
        </GuardedButton>
      }
    />
  );
}
