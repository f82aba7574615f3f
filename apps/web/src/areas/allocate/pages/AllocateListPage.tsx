import { ALLOCATE_BILL_TYPES, AllocatePermission as P, dec, type AllocateRow } from '@gf/contracts';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ExportButton } from '../../../shared/excel';
import { ListPage, useListState, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { billStatusFilter, manyFilter, oneFilter, storehouseLoader } from '../../../shared/material-lines';
import { GuardedButton } from '../../../shared/session/permission';
import { allocateApi, receivingStorehouseLoader } from '../api/allocate-api';
import { AutoReceiveDialog } from '../components/AutoReceiveDialog';
import '../locales/register';

const listKey = 'allocates';
export const detailPath = (id: string) => `/allocate/detail?id=${encodeURIComponent(id)}`;
const figure = (v: string | null) => (v === null ? '-' : dec.norm(v));

function filterInput(q: Pick<ListQuery, 'keyword' | 'filters'>) {
  const f = q.filters;
  const dates = Array.isArray(f.date) && f.date.length === 2 ? f.date.map(String) : undefined;
  const statuses = manyFilter(f.status);
  return {
    billNo: q.keyword || undefined,
    billType: oneFilter(f.kind),
    skuKind: oneFilter(f.skuKind),
    outStorehouseId: oneFilter(f.outStorehouse),
    inStorehouseId: oneFilter(f.inStorehouse),
    isInTransit: oneFilter(f.inTransit) === 'yes' ? true : undefined,
    reviewStatusList: statuses?.map(Number),
    ...(dates ? { opDateStart: dates[0], opDateEnd: dates[1] } : {}),
  };
}

/** 调拨 (/allocate): transfer-outs and -ins with what is received and still in transit; sums over the filter. */
export function AllocateListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [listState] = useListState();
  const [sums, setSums] = useState({ quantity: '0', inTransit: '0' });
  const [configuring, setConfiguring] = useState(false);
  const f = (key: string) => t(`allocate.field.${key}`);
  const columns: ListColumn<AllocateRow>[] = [
    {
      key: 'billNo',
      title: f('billNo'),
      dataIndex: 'billNo',
      locked: true,
      width: 150,
      render: (v: string, r) => <Link to={detailPath(r.id)}>{v}</Link>,
    },
    { key: 'kind', title: f('kind'), dataIndex: 'billType', width: 90, render: (v: string) => t(`allocate.kind.${v}`) },
    { key: 'skuKind', title: f('skuKind'), dataIndex: 'skuKind', width: 100, render: (v: string) => t(`allocate.skuKind.${v}`) },
    { key: 'status', title: f('status'), dataIndex: 'status', width: 100, render: (v: number) => <BillStatusTag status={v} /> },
    { key: 'out', title: f('outStorehouse'), dataIndex: 'outStorehouseName', width: 120, ellipsis: true },
    { key: 'in', title: f('inStorehouse'), dataIndex: 'inStorehouseName', width: 120, ellipsis: true },
    { key: 'callOut', title: f('callOut'), dataIndex: 'callOutNo', width: 140, render: (v: string | null) => v ?? '-' },
    { key: 'quantity', title: f('quantity'), dataIndex: 'totalQuantity', align: 'right', width: 90, render: figure },
    { key: 'received', title: f('received'), dataIndex: 'receivedQuantity', align: 'right', width: 90, render: figure },
    { key: 'inTransit', title: f('inTransit'), dataIndex: 'inTransitQuantity', align: 'right', width: 90, render: figure },
    {
      key: 'inTransitValue',
      title: f('inTransitValue'),
      dataIndex: 'inTransitValue',
      align: 'right',
      width: 100,
      render: (v: string | null) => (v === null ? '-' : dec.format(v, { scale: 2, fixed: true })),
    },
    { key: 'operator', title: f('operator'), dataIndex: 'operaterName', width: 100 },
    { key: 'opDate', title: f('opDate'), dataIndex: 'opDate', width: 110 },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 120, ellipsis: true },
  ];
  const filters: FilterField[] = [
    { name: 'date', label: f('opDate'), type: 'dateRange' },
    {
      name: 'kind',
      label: f('kind'),
      type: 'select',
      single: true,
      options: ALLOCATE_BILL_TYPES.map((k) => ({ value: k, label: t(`allocate.kind.${k}`) })),
    },
    {
      name: 'skuKind',
      label: f('skuKind'),
      type: 'select',
      single: true,
      options: (['MATERIAL', 'GOODS'] as const).map((k) => ({ value: k, label: t(`allocate.skuKind.${k}`) })),
    },
    billStatusFilter(f('status'), i18n.language),
    { name: 'outStorehouse', label: f('outStorehouse'), type: 'searchSelect', loader: storehouseLoader, single: true },
    { name: 'inStorehouse', label: f('inStorehouse'), type: 'searchSelect', loader: receivingStorehouseLoader, single: true },
    {
      name: 'inTransit',
      label: t('allocate.list.onlyInTransit'),
      type: 'select',
      single: true,
      options: [{ value: 'yes', label: t('common.yes') }],
    },
  ];
  return (
    <>
      <ListPage
        listKey={listKey}
        title={t('allocate.list.title')}
        searchPlaceholder={t('allocate.list.search')}
        columns={columns}
        filters={filters}
        fitColumns
        fetchPage={async (q) => {
          return allocateApi.page({ pageNo: q.pageNo, pageSize: q.pageSize, ...filterInput(q) });
        }}
        onPage={(page) => setSums({ quantity: page.sumQuantity, inTransit: page.sumInTransit })}
        rowKey="id"
        summary={
          <Typography.Text strong data-testid="allocate-sums">
            {t('allocate.list.sum', { quantity: dec.norm(sums.quantity), inTransit: dec.norm(sums.inTransit) })}
          </Typography.Text>
        }
        extra={
          <>
            <GuardedButton icon={<SettingOutlined />} permission={P.config} onClick={() => setConfiguring(true)}>
              {t('allocate.list.config')}
            </GuardedButton>
            <ExportButton
              path="allocate/exportExcel"
              permission={P.list}
              label={t('allocate.list.export')}
              body={() => filterInput(listState)}
            />
            <GuardedButton
              type="primary"
              icon={<PlusOutlined />}
              permission={P.callOut}
              onClick={() => void navigate('/allocate/new')}
              data-testid="allocate-add"
            >
              {t('allocate.list.add')}
            </GuardedButton>
          </>
        }
      />
      <AutoReceiveDialog open={configuring} onClose={() => setConfiguring(false)} />
    </>
  );
}
