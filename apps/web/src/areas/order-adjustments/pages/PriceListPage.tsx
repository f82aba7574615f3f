import type { PriceAdjustListRow } from '@gf/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list-page';
import { priceApi } from '../api/adjustments-api';
import { chosenStatuses, statusOptions } from '../components/status-options';

/** 订单调价单 list: number, order, styles, amounts before and after, status; a row opens its detail. */
export function PriceListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const f = (k: string) => t(`orderAdjustments.field.${k}`);
  const open = (id: string) => void navigate(`/adjustmentPriceDetail?id=${id}`);
  const columns: ListColumn<PriceAdjustListRow>[] = [
    {
      key: 'orderNo',
      title: f('priceNo'),
      dataIndex: 'orderNo',
      locked: true,
      width: 150,
      render: (v: string, r) => <a onClick={() => open(r.id)}>{v}</a>,
    },
    { key: 'adjustDate', title: f('adjustDate'), dataIndex: 'adjustDate', width: 110 },
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
    { key: 'oldAmount', title: f('oldAmount'), dataIndex: 'oldAmount', align: 'right', width: 130 },
    { key: 'newAmount', title: f('newAmount'), dataIndex: 'newAmount', align: 'right', width: 130 },
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
    <ListPage<PriceAdjustListRow>
      listKey="price-adjusts"
      title={t('orderAdjustments.menu.priceList')}
      searchPlaceholder={t('orderAdjustments.list.priceSearch')}
      columns={columns}
      filters={filters}
      fitColumns
      rowKey="id"
      fetchPage={(q) =>
        priceApi.page({
          pageNo: q.pageNo,
          pageSize: q.pageSize,
          keyWord: q.keyword || undefined,
          statusList: chosenStatuses(q.filters.status),
        })
      }
    />
  );
}
