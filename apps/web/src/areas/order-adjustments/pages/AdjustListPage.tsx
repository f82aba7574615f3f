import type { AdjustOrderListRow } from '@gf/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list-page';
import { adjustApi } from '../api/adjustments-api';
import { chosenStatuses, statusOptions } from '../components/status-options';

/** 订单调整单 list: number, order, styles, quantities before and after, status; a row opens its detail. */
export function AdjustListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const f = (k: string) => t(`orderAdjustments.field.${k}`);
  const open = (id: string) => void navigate(`/adjustOrder?id=${id}`);
  const columns: ListColumn<AdjustOrderListRow>[] = [
    {
      key: 'orderNo',
      title: f('adjustNo'),
      dataIndex: 'orderNo',
      locked: true,
      width: 150,
      render: (v: string, r) => <a onClick={() => open(r.id)}>{v}</a>,
    },
    { key: 'placeorderAt', title: f('placeorderAt'), dataIndex: 'placeorderAt', width: 110 },
    {
      key: 'order',
      title: f('order'),
      dataIndex: 'concatPrdOrderNo',
      width: 150,
      render: (v: string, r) => <a onClick={() => void navigate(`/orderProductioDetail?id=${r.facPrdOrderId}`)}>{v}</a>,
    },
    {
      key: 'styles',
      title: f('styles'),
      dataIndex: 'styleNos',
      width: 140,
      ellipsis: true,
      render: (v: string[]) => v.join('、'),
    },
    { key: 'oldTotal', title: f('oldTotal'), dataIndex: 'oldTotalNum', align: 'right', width: 100 },
    { key: 'newTotal', title: f('newTotal'), dataIndex: 'newTotalNum', align: 'right', width: 100 },
    {
      key: 'status',
      title: f('status'),
      dataIndex: 'displayStatus',
      width: 100,
      render: (v: number) => <BillStatusTag status={v} />,
    },
    { key: 'creator', title: f('creator'), dataIndex: 'createByName', width: 100 },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 140, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 80,
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => open(r.id)}>
          {t('orderAdjustments.list.view')}
        </Button>
      ),
    },
  ];
  const filters: FilterField[] = [{ name: 'status', label: f('status'), type: 'select', options: statusOptions(i18n.language) }];
  return (
    <ListPage<AdjustOrderListRow>
      listKey="order-adjusts"
      title={t('orderAdjustments.menu.adjustList')}
      searchPlaceholder={t('orderAdjustments.list.search')}
      columns={columns}
      filters={filters}
      fitColumns
      rowKey="id"
      fetchPage={(q) => {
        return adjustApi.page({
          pageNo: q.pageNo,
          pageSize: q.pageSize,
          keyWord: q.keyword || undefined,
          statusList: chosenStatuses(q.filters.status),
        });
      }}
    />
  );
}
