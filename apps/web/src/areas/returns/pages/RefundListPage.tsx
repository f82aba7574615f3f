import { PlusOutlined } from '@ant-design/icons';
import { ReturnPermission, type RefundDetail, type RefundRow } from '@gf/contracts';
import { App, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/excel';
import { formatDateTime } from '../../../shared/format/format';
import { ListPage, useListState, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { REFUND_LIST_KEY, refundsApi, supplierLoader } from '../api/returns-api';
import { RefundDrawer } from '../components/RefundDrawer';
import '../locales/register';

const one = (v: unknown) => (Array.isArray(v) ? (v[0] as string | undefined) : (v as string | undefined)) || undefined;

function listInput(query: Pick<ListQuery, 'keyword' | 'filters'>) {
  const f = query.filters;
  const dates = Array.isArray(f.date) && f.date.length === 2 ? f.date.map(String) : undefined;
  return {
    orderNo: query.keyword || undefined,
    supplierId: one(f.supplier),
    salesmanId: one(f.salesman),
    startDate: dates?.[0],
    endDate: dates?.[1],
    undone: f.state === 'true' ? true : f.state === 'false' ? false : undefined,
  };
}

/** 退料回款 (refund/list): refunds of returns; 新增 / 编辑 in a drawer, 撤销 with confirmation, export. */
export function RefundListPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [listState] = useListState();
  const [drawer, setDrawer] = useState<{ editing: RefundDetail | null } | null>(null);
  const r = (key: string) => t(`returns.refund.${key}`);

  const done = () => setDrawer(null);
  const edit = async (row: RefundRow) => setDrawer({ editing: await refundsApi.detail(row.id) });
  const undo = (row: RefundRow) =>
    modal.confirm({
      title: r('undo'),
      content: t('returns.refund.undoConfirm', { no: row.orderNo }),
      okButtonProps: { danger: true },
      okText: r('undo'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await refundsApi.undo(row.id);
        done();
      },
    });

  const columns: ListColumn<RefundRow>[] = [
    { key: 'orderNo', title: r('orderNo'), dataIndex: 'orderNo', locked: true, width: 160 },
    { key: 'dateRefund', title: r('date'), dataIndex: 'dateRefund', width: 110 },
    { key: 'supplierName', title: r('supplier'), dataIndex: 'supplierName', width: 140 },
    { key: 'salesmanName', title: r('salesman'), dataIndex: 'salesmanName', width: 110 },
    { key: 'amount', title: r('amount'), dataIndex: 'amount', align: 'right', width: 110 },
    { key: 'returnNos', title: r('returns'), dataIndex: 'returnNos', render: (v: string[]) => v.join('，') },
    { key: 'remitMethodName', title: r('method'), dataIndex: 'remitMethodName', width: 110 },
    { key: 'remark', title: r('remark'), dataIndex: 'remark', ellipsis: true, width: 140 },
    {
      key: 'isUndone',
      title: r('state'),
      dataIndex: 'isUndone',
      width: 90,
      render: (v: boolean) => (v ? <Tag>{r('undone')}</Tag> : <Tag color="green">{r('active')}</Tag>),
    },
    { key: 'createdAt', title: t('common.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 120,
      render: (_: unknown, row) =>
        row.isUndone ? null : (
          <Space size="small">
            <GuardedLink permission={ReturnPermission.refund} onClick={() => void edit(row)}>
              {r('edit')}
            </GuardedLink>
            <GuardedLink permission={ReturnPermission.refundUndo} danger onClick={() => undo(row)}>
              {r('undo')}
            </GuardedLink>
          </Space>
        ),
    },
  ];
  const filters: FilterField[] = [
    { name: 'date', label: r('date'), type: 'dateRange' },
    { name: 'supplier', label: r('supplier'), type: 'searchSelect', loader: supplierLoader, single: true },
    { name: 'salesman', label: r('salesman'), type: 'searchSelect', loader: unitUserLoader, single: true },
    {
      name: 'state',
      label: r('state'),
      type: 'select',
      single: true,
      options: [
        { value: 'false', label: r('active') },
        { value: 'true', label: r('undone') },
      ],
    },
  ];

  return (
    <>
      <ListPage<RefundRow>
        listKey={REFUND_LIST_KEY}
        title={r('title')}
        searchPlaceholder={r('search')}
        columns={columns}
        filters={filters}
        fetchPage={(q) => refundsApi.list({ pageNo: q.pageNo, pageSize: q.pageSize, ...listInput(q) })}
        rowKey="id"
        extra={
          <>
            <ExportButton
              path="refund/excel"
              permission={ReturnPermission.list}
              label={r('export')}
              body={() => listInput(listState)}
            />
            <GuardedButton
              type="primary"
              icon={<PlusOutlined />}
              permission={ReturnPermission.refund}
              onClick={() => setDrawer({ editing: null })}
            >
              {r('create')}
            </GuardedButton>
          </>
        }
      />
      <RefundDrawer open={Boolean(drawer)} editing={drawer?.editing ?? null} onClose={() => setDrawer(null)} onDone={done} />
    </>
  );
}
