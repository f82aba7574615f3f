import { billStatusLabels, FeePermission as P, type FeeRow } from '@gf/contracts';
import { Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ExportButton } from '../../../shared/excel';
import { CreateButton, ListPage, useListRefresh, type FilterField, type ListColumn } from '../../../shared/list-page';
import { feesApi, type FeeListQuery } from '../api/fees-api';
import { FeeFormDrawer } from '../components/FeeFormDrawer';
import '../locales/register';

const listKey = 'finance-fees';

/** 费用单 (/finance/feeList): filters, totals over every row found, new fee orders; the number opens the detail. */
export function FeeListPage() {
  const { t, i18n } = useTranslation();
  const refresh = useListRefresh(listKey);
  const [creating, setCreating] = useState(false);
  const [total, setTotal] = useState('0.00');
  // The export takes the filter the list shows (every page); its 合计 row sums 费用总额.
  const exportFilter = useRef<FeeListQuery>({ pageNo: 1, pageSize: 20 });
  const f = (k: string) => t(`fees.field.${k}`);
  const columns: ListColumn<FeeRow>[] = [
    {
      key: 'feeNo',
      title: f('feeNo'),
      dataIndex: 'feeNo',
      locked: true,
      width: 160,
      render: (v: string) => <Link to={`/finance/feeListDetails?orderNo=${encodeURIComponent(v)}`}>{v}</Link>,
    },
    {
      key: 'handleType',
      title: f('handleType'),
      dataIndex: 'handleType',
      width: 80,
      render: (v: number) => (v === 1 ? f('income') : f('expense')),
    },
    { key: 'label', title: f('label'), dataIndex: 'labelName', width: 120 },
    { key: 'feePriceTotal', title: f('feePriceTotal'), dataIndex: 'feePriceTotal', align: 'right', width: 120 },
    { key: 'account', title: f('account'), dataIndex: 'accountName', width: 130, render: (v: string | null) => v ?? '-' },
    { key: 'supplier', title: f('supplier'), dataIndex: 'supplierName', width: 160, render: (v: string | null) => v ?? '-' },
    { key: 'preparedDate', title: f('preparedDate'), dataIndex: 'preparedDate', width: 110 },
    { key: 'preparedBy', title: f('preparedBy'), dataIndex: 'preparedBy', width: 100 },
    { key: 'status', title: f('status'), dataIndex: 'status', width: 90, render: (v: number) => <BillStatusTag status={v} /> },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', ellipsis: true },
  ];
  const filters: FilterField[] = [
    {
      name: 'status',
      label: f('status'),
      type: 'select',
      options: [0, 1, 2, 3, 4, 5].map((s) => ({
        value: String(s),
        label: (i18n.language === 'en' ? billStatusLabels[s]?.en : billStatusLabels[s]?.zh) ?? String(s),
      })),
    },
    {
      name: 'handleType',
      label: f('handleType'),
      type: 'select',
      options: [
        { value: '2', label: f('expense') },
        { value: '1', label: f('income') },
      ],
    },
    { name: 'date', label: f('preparedDate'), type: 'dateRange' },
  ];
  return (
    <>
      <ListPage<FeeRow, Awaited<ReturnType<typeof feesApi.list>>>
        listKey={listKey}
        title={t('fees.menu.list')}
        searchPlaceholder={t('fees.list.search')}
        columns={columns}
        filters={filters}
        rowKey="id"
        fitColumns
        summary={<Typography.Text data-testid="fee-totals">{t('fees.list.totals', { total })}</Typography.Text>}
        extra={
          <Space>
            <ExportButton path="finance/billfee/exportExcel" permission={P.query} body={() => exportFilter.current} />
            <CreateButton permission={P.add} onClick={() => setCreating(true)} data-testid="fee-create">
              {t('fees.list.create')}
            </CreateButton>
          </Space>
        }
        fetchPage={async (q) => {
          const status = q.filters.status;
          const handleType = q.filters.handleType;
          const date = Array.isArray(q.filters.date) ? (q.filters.date as string[]) : [];
          const query: FeeListQuery = {
            pageNo: q.pageNo,
            pageSize: q.pageSize,
            keyword: q.keyword || undefined,
            status: Array.isArray(status) && status.length ? status.map(Number) : undefined,
            handleType: typeof handleType === 'string' && handleType ? Number(handleType) : undefined,
            startDate: date[0],
            endDate: date[1],
          };
          exportFilter.current = query;
          return feesApi.list(query);
        }}
        onPage={(page) => setTotal(page.feePriceTotal)}
      />
      <FeeFormDrawer open={creating} fee={null} onClose={() => setCreating(false)} onSaved={() => void refresh()} />
    </>
  );
}
