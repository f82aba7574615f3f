import type { StocktakeRow } from '@gf/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/format';
import { ExportButton } from '../../../shared/excel';
import { ListPage, useListState, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { storehouseLoader } from '../../../shared/material-lines';
import { GuardedButton } from '../../../shared/session/permission';
import { stocktakeApi, stocktakeExports } from '../api/stocktake-api';
import { StocktakeCreateModal } from '../components/StocktakeCreateModal';
import { StocktakeStatusTag } from '../components/StocktakeStatusTag';
import '../locales/register';

const one = (v: unknown) => (Array.isArray(v) ? (v[0] === undefined ? undefined : String(v[0])) : v ? String(v) : undefined);

function filterInput(q: Pick<ListQuery, 'keyword' | 'filters'>) {
  const status = one(q.filters.status);
  return {
    keyword: q.keyword || undefined,
    status: status === undefined ? undefined : Number(status),
    storehouseId: one(q.filters.storehouseId),
  };
}

/** 盘点 (/materialsCheck): the factory's stocktakes; 导出 downloads the filtered list; 新建盘点 starts one and opens it. */
export function StocktakeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [listState] = useListState();
  const f = (k: string) => t(`stocktake.field.${k}`);
  const open = (id: string) => void navigate(`/materialsCheck/detail?checkId=${encodeURIComponent(id)}`);
  const columns: ListColumn<StocktakeRow>[] = [
    {
      key: 'checkNo',
      title: f('checkNo'),
      dataIndex: 'checkNo',
      locked: true,
      width: 150,
      render: (v: string, r) => <a onClick={() => open(r.id)}>{v}</a>,
    },
    {
      key: 'status',
      title: f('status'),
      dataIndex: 'status',
      width: 110,
      render: (v: number) => <StocktakeStatusTag status={v} />,
    },
    { key: 'storehouse', title: f('storehouse'), dataIndex: 'storehouseName', width: 130, ellipsis: true },
    { key: 'checkDate', title: f('checkDate'), dataIndex: 'checkDate', width: 110 },
    { key: 'lines', title: f('lines'), dataIndex: 'lineCount', align: 'right', width: 80 },
    { key: 'counted', title: f('counted'), dataIndex: 'countedCount', align: 'right', width: 90 },
    {
      key: 'blind',
      title: f('blind'),
      dataIndex: 'isBlind',
      width: 70,
      render: (v: boolean) => (v ? t('common.yes') : t('common.no')),
    },
    { key: 'createdBy', title: f('createdBy'), dataIndex: 'createdByName', width: 100 },
    {
      key: 'handledAt',
      title: f('handledAt'),
      dataIndex: 'handledAt',
      width: 160,
      render: (v: string | null) => formatDateTime(v),
    },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 140, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 80,
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => open(r.id)}>
          {t('stocktake.list.view')}
        </Button>
      ),
    },
  ];
  const filters: FilterField[] = [
    {
      name: 'status',
      label: f('status'),
      type: 'select',
      single: true,
      options: [0, 1, 2, 5].map((s) => ({ value: String(s), label: t(`stocktake.status.${s}`) })),
    },
    { name: 'storehouseId', label: f('storehouse'), type: 'searchSelect', single: true, loader: storehouseLoader },
  ];
  return (
    <>
      <ListPage<StocktakeRow>
        listKey="stocktakes"
        title={t('stocktake.list.title')}
        searchPlaceholder={t('stocktake.list.search')}
        columns={columns}
        filters={filters}
        fitColumns
        fetchPage={(q) => stocktakeApi.page({ pageNo: q.pageNo, pageSize: q.pageSize, ...filterInput(q) })}
        rowKey="id"
        extra={
          <>
            <ExportButton
              path={stocktakeExports.list}
              permission="fac.materialsCheck.list"
              label={t('stocktake.list.export')}
              body={() => filterInput(listState)}
            />
            <GuardedButton
              type="primary"
              icon={<PlusOutlined />}
              permission="fac.materialsCheck.add"
              onClick={() => setCreating(true)}
              data-testid="stocktake-add"
            >
              {t('stocktake.list.add')}
            </GuardedButton>
          </>
        }
      />
      <StocktakeCreateModal open={creating} onClose={() => setCreating(false)} onCreated={(id) => open(id)} />
    </>
  );
}
