import { dec, StockBillPermission as P, type StockInformRow } from '@gf/contracts';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage, useListRefresh, useRowConfirm, type FilterField, type ListColumn } from '../../../shared/list-page';
import { manyFilter as many, oneFilter as one, storehouseLoader } from '../../../shared/material-lines';
import { GuardedLink } from '../../../shared/session/permission';
import { stockBillsApi } from '../api/stock-bills-api';
import { ReceiveInformDialog } from '../components/ReceiveInformDialog';
import '../locales/register';

const listKey = 'stock-informs';
const statusColor = ['gold', 'green', 'default'] as const;
const billLink = (no: string | null) => (no ? <Link to={`/stockDetail?orderNo=${encodeURIComponent(no)}`}>{no}</Link> : null);

/**
 * 入库通知 (/stockInforms): notices a reviewed 出库 to another storehouse made there; 确认入库 and 关闭 while waiting,
 * 修改入库数 once received (the 入库 bill follows), with the notified and received quantities and amounts.
 */
export function StockInformListPage() {
  const { t } = useTranslation();
  const confirmRow = useRowConfirm(listKey);
  const refresh = useListRefresh(listKey);
  const [receiving, setReceiving] = useState<{ id: string; mode: 'confirm' | 'change' } | null>(null);
  const n = (key: string) => t(`stockBills.inform.${key}`);
  const money = (v: string | null) => (v === null ? '' : dec.format(v, { scale: 2, fixed: true }));

  const columns: ListColumn<StockInformRow>[] = [
    { key: 'billNo', title: t('stockBills.field.billNo'), dataIndex: 'billNo', locked: true, width: 130 },
    { key: 'createdBy', title: n('createdBy'), dataIndex: 'createdByName', width: 65 },
    { key: 'createdAt', title: n('createdAt'), dataIndex: 'createdAt', width: 95, render: (v: string) => v.slice(0, 10) },
    { key: 'outStorehouse', title: n('outStorehouse'), dataIndex: 'outStorehouseName', width: 70 },
    { key: 'inStorehouse', title: n('inStorehouse'), dataIndex: 'storehouseName', width: 70 },
    { key: 'outBill', title: n('outBill'), dataIndex: 'outBillNo', width: 120, render: billLink },
    {
      key: 'notified',
      title: n('notified'),
      dataIndex: 'totalQuantity',
      align: 'right',
      width: 60,
      render: (v: string) => dec.norm(v),
    },
    { key: 'notifiedAmount', title: n('notifiedAmount'), dataIndex: 'totalAmount', align: 'right', width: 75, render: money },
    {
      key: 'status',
      title: n('state'),
      dataIndex: 'status',
      width: 65,
      render: (v: number) => <Tag color={statusColor[v]}>{n(`status${v}`)}</Tag>,
    },
    { key: 'inBill', title: n('inBill'), dataIndex: 'inBillNo', width: 120, render: billLink },
    {
      key: 'received',
      title: n('received'),
      dataIndex: 'receivedQuantity',
      align: 'right',
      width: 60,
      render: (v: string | null) => (v === null ? '' : dec.norm(v)),
    },
    { key: 'receivedAmount', title: n('receivedAmount'), dataIndex: 'receivedAmount', align: 'right', width: 75, render: money },
    { key: 'remark', title: t('stockBills.field.remark'), dataIndex: 'remark', width: 40, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 95,
      render: (_: unknown, r) => (
        <Space size="small">
          {r.status === 0 && (
            <GuardedLink
              permission={P.inform}
              onClick={() => setReceiving({ id: r.id, mode: 'confirm' })}
              data-testid="inform-confirm"
            >
              {n('confirm')}
            </GuardedLink>
          )}
          {r.status === 1 && (
            <GuardedLink
              permission={P.inform}
              onClick={() => setReceiving({ id: r.id, mode: 'change' })}
              data-testid="inform-change"
            >
              {n('changeReceived')}
            </GuardedLink>
          )}
          {r.status === 0 && (
            <GuardedLink
              permission={P.inform}
              danger
              onClick={() =>
                confirmRow({
                  permission: P.inform,
                  title: n('close'),
                  content: t('stockBills.inform.closeConfirm', { no: r.billNo }),
                  run: () => stockBillsApi.closeInform(r.id),
                })
              }
              data-testid="inform-close"
            >
              {n('close')}
            </GuardedLink>
          )}
        </Space>
      ),
    },
  ];
  const filters: FilterField[] = [
    { name: 'date', label: n('createdAt'), type: 'dateRange' },
    { name: 'storehouse', label: n('inStorehouse'), type: 'searchSelect', loader: storehouseLoader, single: true },
    { name: 'outStorehouse', label: n('outStorehouse'), type: 'searchSelect', loader: storehouseLoader },
    {
      name: 'status',
      label: n('state'),
      type: 'select',
      options: [0, 1, 2].map((s) => ({ value: String(s), label: n(`status${s}`) })),
    },
  ];

  return (
    <>
      <ListPage<StockInformRow>
        listKey={listKey}
        title={t('stockBills.menu.informs')}
        searchPlaceholder={n('search')}
        columns={columns}
        filters={filters}
        fitColumns
        rowKey="id"
        fetchPage={(q) => {
          const f = q.filters;
          const dates = Array.isArray(f.date) && f.date.length === 2 ? f.date.map(String) : undefined;
          return stockBillsApi.informs({
            pageNo: q.pageNo,
            pageSize: q.pageSize,
            billNo: q.keyword || undefined,
            storehouseId: one(f.storehouse),
            outStorehouseIdList: many(f.outStorehouse),
            statusList: many(f.status)?.map(Number),
            ...(dates ? { orderDayStart: dates[0], orderDayEnd: dates[1] } : {}),
          });
        }}
      />
      {receiving && (
        <ReceiveInformDialog
          informId={receiving.id}
          mode={receiving.mode}
          onClose={() => {
            setReceiving(null);
            void refresh();
          }}
        />
      )}
    </>
  );
}
