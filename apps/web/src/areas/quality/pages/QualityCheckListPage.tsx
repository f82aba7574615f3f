import type { QualityCheckRow } from '@gf/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { qualityApi, trimZeros } from '../api/quality-api';
import { QualityStatusTag } from '../components/QualityStatusTag';
import '../locales/register';

const one = (v: unknown) => (Array.isArray(v) ? (v[0] === undefined ? undefined : String(v[0])) : v ? String(v) : undefined);

function filterInput(q: Pick<ListQuery, 'keyword' | 'filters'>) {
  const dates =
    Array.isArray(q.filters.checkDate) && q.filters.checkDate.length === 2 ? q.filters.checkDate.map(String) : undefined;
  const status = one(q.filters.status);
  return {
    keyword: q.keyword || undefined,
    status: status === undefined ? undefined : Number(status),
    sourceType: one(q.filters.source),
    ...(dates ? { dateFrom: dates[0], dateTo: dates[1] } : {}),
  };
}

/** 质检单 (/qualityCheck): quality-check bills with their totals; 新建 opens the form page. */
export function QualityCheckListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = (k: string) => t(`quality.field.${k}`);
  const open = (id: string) => void navigate(`/qualityCheckDetail?id=${encodeURIComponent(id)}`);
  const columns: ListColumn<QualityCheckRow>[] = [
    {
      key: 'billNo',
      title: f('billNo'),
      dataIndex: 'billNo',
      locked: true,
      width: 150,
      render: (v: string, r) => <a onClick={() => open(r.id)}>{v}</a>,
    },
    { key: 'status', title: f('status'), dataIndex: 'status', width: 90, render: (v: number) => <QualityStatusTag status={v} /> },
    { key: 'source', title: f('source'), dataIndex: 'sourceType', width: 90, render: (v: string) => t(`quality.source.${v}`) },
    { key: 'sourceNo', title: f('sourceNo'), dataIndex: 'sourceNo', width: 120 },
    { key: 'supplier', title: f('supplier'), dataIndex: 'supplierName', width: 120, ellipsis: true },
    { key: 'checker', title: f('checker'), dataIndex: 'checkerName', width: 90 },
    { key: 'checkDate', title: f('checkDate'), dataIndex: 'checkDate', width: 110 },
    {
      key: 'checkedTotal',
      title: f('checkedTotal'),
      dataIndex: 'checkedTotal',
      align: 'right',
      width: 90,
      render: (v: string) => trimZeros(v),
    },
    {
      key: 'qualifiedTotal',
      title: f('qualifiedTotal'),
      dataIndex: 'qualifiedTotal',
      align: 'right',
      width: 90,
      render: (v: string) => trimZeros(v),
    },
    {
      key: 'unqualifiedTotal',
      title: f('unqualifiedTotal'),
      dataIndex: 'unqualifiedTotal',
      align: 'right',
      width: 90,
      render: (v: string) => trimZeros(v),
    },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 110, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 80,
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => open(r.id)}>
          {t('quality.list.view')}
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
      options: [0, 1, 5].map((s) => ({ value: String(s), label: t(`quality.status.${s}`) })),
    },
    {
      name: 'source',
      label: f('source'),
      type: 'select',
      single: true,
      options: ['NONE', 'PURCHASE', 'ARRIVE_NOTIFY', 'ARRIVE'].map((s) => ({ value: s, label: t(`quality.source.${s}`) })),
    },
    { name: 'checkDate', label: f('checkDate'), type: 'dateRange' },
  ];
  return (
    <ListPage<QualityCheckRow>
      listKey="quality-checks"
      title={t('quality.list.title')}
      searchPlaceholder={t('quality.list.search')}
      columns={columns}
      filters={filters}
      fitColumns
      fetchPage={(q) => qualityApi.page({ pageNo: q.pageNo, pageSize: q.pageSize, ...filterInput(q) })}
      rowKey="id"
      extra={
        <GuardedButton
          type="primary"
          icon={<PlusOutlined />}
          permission="fac.qualityCheck.add"
          onClick={() => void navigate('/qualityCheckOperate')}
        >
          {t('quality.list.add')}
        </GuardedButton>
      }
    />
  );
}
