import { ArrivalPermission, billStatusLabels, type ArrivalRow } from '@gf/contracts';
import { Button, Space } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ExportButton } from '../../../shared/excel';
import { ListPage, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { GuardedButton } from '../../../shared/session/permission';
import { arrivalsApi, storehouseLoader, supplierLoader, trimZeros } from '../api/arrivals-api';

const dateRange = (v: unknown) => (Array.isArray(v) && v.length === 2 ? { start: String(v[0]), end: String(v[1]) } : null);

/** 到料单 list (/materialList; sample arrivals at /sampleMaterialList): filters and the finance columns. */
export function ArrivalListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const isSample = useLocation().pathname === '/sampleMaterialList';
  const f = (key: string) => t(`arrivals.field.${key}`);

  // The list's body for its current search and filters: the page call and 导出表格 send the same.
  const lastQuery = useRef<Pick<ListQuery, 'keyword' | 'filters'>>({ keyword: '', filters: {} });
  const listBody = ({ keyword, filters }: Pick<ListQuery, 'keyword' | 'filters'>) => {
    const range = dateRange(filters.dateArrive);
    const one = (name: string) =>
      Array.isArray(filters[name]) ? (filters[name] as string[])[0] : (filters[name] as string | undefined);
    return {
      belongModule: isSample ? 1 : 0,
      searchColumn: keyword || undefined,
      status: Array.isArray(filters.status) && filters.status.length ? filters.status.map(Number) : undefined,
      supplierId: one('supplierId'),
      storehouseId: one('storehouseId'),
      creatorId: one('creatorId'),
      dateArriveStart: range?.start,
      dateArriveEnd: range?.end,
    };
  };
  const fetchPage = async (q: ListQuery) => {
    lastQuery.current = q;
    return arrivalsApi.list({ pageNo: q.pageNo, pageSize: q.pageSize, ...listBody(q) });
  };

  const open = (r: ArrivalRow) => navigate(`/materialDetail?orderNo=${encodeURIComponent(r.orderNo)}`);
  const columns: ListColumn<ArrivalRow>[] = [
    {
      key: 'orderNo',
      title: f('orderNo'),
      dataIndex: 'orderNo',
      width: 170,
      render: (v: string, r) => <a onClick={() => open(r)}>{v}</a>,
    },
    { key: 'status', title: f('status'), dataIndex: 'status', width: 110, render: (v: number) => <BillStatusTag status={v} /> },
    { key: 'dateArrive', title: f('dateArrive'), dataIndex: 'dateArrive', width: 110 },
    { key: 'supplierName', title: f('supplier'), dataIndex: 'supplierName', width: 140, ellipsis: true },
    { key: 'storehouseName', title: f('storehouse'), dataIndex: 'storehouseName', width: 110 },
    {
      key: 'stockQuantity',
      title: f('stockQuantity'),
      dataIndex: 'stockQuantity',
      width: 150,
      align: 'right',
      render: trimZeros,
    },
    { key: 'amount', title: f('total'), dataIndex: 'amount', width: 100, align: 'right' },
    { key: 'payable', title: f('payable'), dataIndex: 'payable', width: 100, align: 'right' },
    { key: 'paid', title: f('paid'), dataIndex: 'paid', width: 90, align: 'right' },
    { key: 'balance', title: f('balance'), dataIndex: 'balance', width: 100, align: 'right' },
    { key: 'creatorName', title: f('creator'), dataIndex: 'creatorName', width: 100 },
    { key: 'lineCount', title: f('lineCount'), dataIndex: 'lineCount', width: 80, align: 'right' },
    {
      key: 'outsideFactoryName',
      title: f('direct'),
      dataIndex: 'outsideFactoryName',
      width: 150,
      render: (v: string | null) => v ?? '-',
    },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 140, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 100,
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => open(r)}>
          {t('arrivals.action.view')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage<ArrivalRow>
      listKey={isSample ? 'sample-arrivals' : 'arrivals'}
      title={t(isSample ? 'arrivals.menu.sampleList' : 'arrivals.menu.list')}
      searchPlaceholder={t('arrivals.search.arrivals')}
      rowKey="id"
      fitColumns
      columns={columns}
      fetchPage={fetchPage}
      filters={[
        { name: 'dateArrive', label: f('dateArrive'), type: 'dateRange' },
        { name: 'supplierId', label: f('supplier'), type: 'searchSelect', loader: supplierLoader, single: true },
        { name: 'storehouseId', label: f('storehouse'), type: 'searchSelect', loader: storehouseLoader, single: true },
        { name: 'creatorId', label: f('creator'), type: 'searchSelect', loader: unitUserLoader, single: true },
        {
          name: 'status',
          label: f('status'),
          type: 'select',
          options: [0, 1, 2, 3, 4, 5].map((s) => ({
            value: String(s),
            label: i18n.language === 'en' ? billStatusLabels[s]!.en : billStatusLabels[s]!.zh,
          })),
        },
      ]}
      extra={
        <Space wrap>
          <ExportButton
            path={isSample ? 'arrive/arriveExcel/sample' : 'arrive/arriveExcel'}
            permission={isSample ? ArrivalPermission.sampleList : ArrivalPermission.list}
            label={t('arrivals.action.export')}
            body={() => listBody(lastQuery.current)}
          />
          <GuardedButton
            type="primary"
            permission={isSample ? ArrivalPermission.sampleAdd : ArrivalPermission.add}
            onClick={() => navigate(isSample ? '/sampleMaterialAdd' : '/materialAdd')}
            data-testid="arrival-add"
          >
            {t('arrivals.action.add')}
          </GuardedButton>
        </Space>
      }
    />
  );
}
