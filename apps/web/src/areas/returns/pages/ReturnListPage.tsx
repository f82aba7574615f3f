import { PlusOutlined } from '@ant-design/icons';
import { billStatusLabels, dec, formatUnitTotals, ReturnPermission, type ReturnRow } from '@gf/contracts';
import { Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill/BillStatusTag';
import { ExportButton } from '../../../shared/excel';
import { useDocumentFieldConfig } from '../../../shared/field-config';
import { formatDateTime } from '../../../shared/format/format';
import { ListPage, useListState, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { RETURN_LIST_KEY, returnsApi, storehouseLoader, supplierLoader } from '../api/returns-api';
import { CollectDrawer } from '../components/CollectDrawer';
import '../locales/register';

export const returnDetailHref = (id: string) => `/returnMaterielDetail/${encodeURIComponent(id)}`;
const one = (v: unknown) => (Array.isArray(v) ? (v[0] as string | undefined) : (v as string | undefined)) || undefined;

/** The list's query as the server's filter (also the export's body). */
function listInput(query: Pick<ListQuery, 'keyword' | 'filters'>) {
  const f = query.filters;
  const dates = Array.isArray(f.dateReturn) && f.dateReturn.length === 2 ? f.dateReturn.map(String) : undefined;
  const statuses = Array.isArray(f.statuses) ? f.statuses.map(Number) : undefined;
  return {
    keyword: query.keyword || undefined,
    returnOrderNo: one(f.orderNo),
    supplierId: one(f.supplier),
    deliveryerId: one(f.returner),
    storehouseId: one(f.storehouse),
    returnStartDate: dates?.[0],
    returnEndDate: dates?.[1],
    statuses: statuses?.length ? statuses : undefined,
    cancel: f.cancel === 'true' ? true : f.cancel === 'false' ? false : undefined,
  };
}

/** 退料单 list (reference 06 §5): filters, finance columns 应收退款 / 已收款 / 结欠, 收款 per reviewed row. */
/** The list's columns that 字段配置 may hide, by their field codes. */
const returnFieldOf = { receivable: 'finance', collected: 'finance', balance: 'finance', remark: 'remark' };

export function ReturnListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [listState] = useListState();
  const [collecting, setCollecting] = useState<ReturnRow | null>(null);
  const f = (key: string) => t(`returns.field.${key}`);
  const fields = useDocumentFieldConfig('return');
  const money = { align: 'right' as const, width: 110 };

  const columns: ListColumn<ReturnRow>[] = [
    {
      key: 'orderNo',
      title: f('orderNo'),
      dataIndex: 'orderNo',
      locked: true,
      width: 170,
      render: (v: string, r) => <Link to={returnDetailHref(r.id)}>{v}</Link>,
    },
    { key: 'dateReturn', title: f('date'), dataIndex: 'dateReturn', width: 110 },
    { key: 'supplierName', title: f('supplier'), dataIndex: 'supplierName', width: 140, ellipsis: true },
    { key: 'status', title: f('status'), dataIndex: 'status', width: 100, render: (v: number) => <BillStatusTag status={v} /> },
    { key: 'receivable', title: f('receivable'), dataIndex: 'amount', ...money },
    { key: 'collected', title: f('collected'), dataIndex: 'collected', ...money },
    { key: 'balance', title: f('balance'), dataIndex: 'balance', ...money },
    { key: 'skuCount', title: f('skuCount'), dataIndex: 'skuCount', width: 80, align: 'right' },
    {
      key: 'stockQuantity',
      title: f('stockQuantity'),
      width: 150,
      align: 'right',
      ellipsis: true,
      // Added within one stock unit only: "2000 米 + 3000 个".
      render: (_: unknown, r) => formatUnitTotals(r.unitTotals, (q) => dec.format(q)),
    },
    { key: 'storehouseName', title: f('storehouse'), dataIndex: 'storehouseName', width: 120 },
    { key: 'returnerName', title: f('returner'), dataIndex: 'returnerName', width: 110 },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 140, ellipsis: true },
    { key: 'createdAt', title: t('common.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 120,
      render: (_: unknown, r) => (
        <Space size="small">
          <Link to={returnDetailHref(r.id)}>{t('common.view')}</Link>
          {r.status === 2 && dec.isPositive(r.balance) && (
            <GuardedLink permission={ReturnPermission.refund} onClick={() => setCollecting(r)}>
              {t('returns.list.collect')}
            </GuardedLink>
          )}
        </Space>
      ),
    },
  ];

  const statusLabel = (s: number) => (i18n.language === 'en' ? billStatusLabels[s]?.en : billStatusLabels[s]?.zh) ?? String(s);
  const filters: FilterField[] = [
    { name: 'orderNo', label: f('orderNo'), type: 'text' },
    { name: 'dateReturn', label: f('date'), type: 'dateRange' },
    { name: 'returner', label: f('returner'), type: 'searchSelect', loader: unitUserLoader, single: true },
    { name: 'supplier', label: f('supplier'), type: 'searchSelect', loader: supplierLoader, single: true },
    { name: 'storehouse', label: f('storehouse'), type: 'searchSelect', loader: storehouseLoader, single: true },
    {
      name: 'statuses',
      label: f('status'),
      type: 'select',
      options: [0, 1, 2, 3, 4, 5].map((s) => ({ value: s, label: statusLabel(s) })),
    },
    {
      name: 'cancel',
      label: t('returns.refund.state'),
      type: 'select',
      single: true,
      options: [
        { value: 'false', label: t('returns.refund.active') },
        { value: 'true', label: statusLabel(5) },
      ],
    },
  ];

  return (
    <>
      <ListPage<ReturnRow>
        listKey={RETURN_LIST_KEY}
        title={t('returns.list.title')}
        searchPlaceholder={t('returns.list.search')}
        columns={fields.apply(columns, returnFieldOf)}
        filters={filters}
        fetchPage={(q) => returnsApi.page({ pageNo: q.pageNo, pageSize: q.pageSize, ...listInput(q) })}
        rowKey="id"
        extra={
          <>
            <ExportButton
              path="return/returnExcel"
              permission={ReturnPermission.list}
              label={t('returns.list.export')}
              body={() => listInput(listState)}
            />
            <GuardedButton
              type="primary"
              icon={<PlusOutlined />}
              permission={ReturnPermission.add}
              onClick={() => void navigate('/newReturnMarteriel')}
            >
              {t('returns.list.create')}
            </GuardedButton>
          </>
        }
      />
      <CollectDrawer
        open={Boolean(collecting)}
        target={
          collecting
            ? {
                id: collecting.id,
                orderNo: collecting.orderNo,
                supplierId: collecting.supplierId,
                supplierName: collecting.supplierName,
                balance: collecting.balance,
              }
            : null
        }
        onClose={() => setCollecting(null)}
        onDone={() => setCollecting(null)}
      />
    </>
  );
}
