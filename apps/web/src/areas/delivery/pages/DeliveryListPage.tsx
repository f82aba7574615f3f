import { dec, type DeliveryRow } from '@gf/contracts';
import { Space, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ExportButton } from '../../../shared/excel';
import { ListPage, useListState, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import {
  billNoColumn,
  billStatusFilter,
  manyFilter as many,
  oneFilter as one,
  outsideFactoryColumn,
  outsideFactoryLoader,
  remarkAndCreatedColumns,
  storehouseLoader,
} from '../../../shared/material-lines';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { GuardedButton } from '../../../shared/session/permission';
import { deliveryApi } from '../api/delivery-api';

function filterInput(belongModule: 0 | 2, q: Pick<ListQuery, 'keyword' | 'filters'>) {
  const f = q.filters;
  const dates = Array.isArray(f.date) && f.date.length === 2 ? f.date.map(String) : undefined;
  return {
    belongModule,
    searchParam: q.keyword || undefined,
    deliveryOrderNo: one(f.orderNo),
    storehouseId: one(f.storehouse),
    deliveryerId: one(f.deliverer),
    factoryIds: many(f.factory),
    status: many(f.status)?.map(Number),
    deliveryStates: many(f.deliveryState)?.map(Number),
    ...(dates ? { deliveryStartDate: dates[0], deliveryEndDate: dates[1] } : {}),
  };
}

export const DELIVERY_LIST_PATH = '/marterielPayoffList';
export const NOTICE_LIST_PATH = '/marterielNotifyPayoffList';

/** 送料单列表 and 送料通知单列表: one list per route (each keeps its own filters), tabs switch between them. */
function DeliveryList({ belongModule }: { belongModule: 0 | 2 }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [listState] = useListState();
  const isNotice = belongModule === 2;
  const f = (key: string) => t(`delivery.field.${key}`);

  const columns: ListColumn<DeliveryRow>[] = [
    billNoColumn(isNotice ? f('noticeNo') : f('orderNo'), '/payoffDetail/'),
    outsideFactoryColumn('outsideFactoryName', f('outsideFactory'), f('inHouse')),
    { key: 'deliveryCreatorName', title: f('deliverer'), dataIndex: 'deliveryCreatorName' },
    { key: 'dateDelivery', title: f('date'), dataIndex: 'dateDelivery' },
    { key: 'storehouseName', title: f('storehouse'), dataIndex: 'storehouseName' },
    { key: 'skuCount', title: f('skuCount'), dataIndex: 'skuCount', align: 'right' },
    {
      key: 'totalQuantity',
      title: isNotice ? f('totalNotice') : f('totalDelivery'),
      dataIndex: 'totalQuantity',
      align: 'right',
      render: (v: string) => dec.format(v),
    },
    ...(isNotice
      ? [
          {
            key: 'deliveryState',
            title: f('deliveryState'),
            dataIndex: 'deliveryState',
            render: (v: number | null) =>
              v === null ? null : <Tag color={['default', 'orange', 'green'][v]}>{t(`delivery.state.${v}`)}</Tag>,
          } as ListColumn<DeliveryRow>,
        ]
      : [{ key: 'billNotifyNo', title: f('notice'), dataIndex: 'billNotifyNo' } as ListColumn<DeliveryRow>]),
    { key: 'status', title: f('status'), dataIndex: 'status', render: (v: number) => <BillStatusTag status={v} /> },
    ...remarkAndCreatedColumns<DeliveryRow>(f('remark'), f('createdAt')),
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      render: (_: unknown, r) =>
        isNotice && r.status === 2 && r.deliveryState !== 2 ? (
          <GuardedButton
            type="link"
            size="small"
            permission="fac.deliveryOrder.add"
            onClick={() => void navigate(`/newPayoffOrder?notifyId=${encodeURIComponent(r.id)}`)}
          >
            {t('delivery.detail.openDelivery')}
          </GuardedButton>
        ) : null,
    },
  ];

  const filters: FilterField[] = [
    { name: 'orderNo', label: isNotice ? f('noticeNo') : f('orderNo'), type: 'text' },
    { name: 'date', label: t('delivery.list.dateRange'), type: 'dateRange' },
    { name: 'deliverer', label: f('deliverer'), type: 'searchSelect', loader: unitUserLoader, single: true },
    { name: 'storehouse', label: f('storehouse'), type: 'searchSelect', loader: storehouseLoader, single: true },
    { name: 'factory', label: f('outsideFactory'), type: 'searchSelect', loader: outsideFactoryLoader },
    billStatusFilter(f('status'), i18n.language),
    ...(isNotice
      ? [
          {
            name: 'deliveryState',
            label: f('deliveryState'),
            type: 'select',
            options: [0, 1, 2].map((s) => ({ value: String(s), label: t(`delivery.state.${s}`) })),
          } as FilterField,
        ]
      : []),
  ];

  return (
    <>
      <Tabs
        activeKey={isNotice ? NOTICE_LIST_PATH : DELIVERY_LIST_PATH}
        onChange={(key) => void navigate(key)}
        items={[
          { key: NOTICE_LIST_PATH, label: t('delivery.tab.notices') },
          { key: DELIVERY_LIST_PATH, label: t('delivery.tab.deliveries') },
        ]}
        style={{ marginBottom: 0 }}
      />
      <ListPage<DeliveryRow>
        listKey={isNotice ? 'delivery-notices' : 'deliveries'}
        title={isNotice ? t('delivery.tab.notices') : t('delivery.tab.deliveries')}
        searchPlaceholder={t('delivery.list.search')}
        columns={columns}
        filters={filters}
        fetchPage={(q) => deliveryApi.page({ pageNo: q.pageNo, pageSize: q.pageSize, ...filterInput(belongModule, q) })}
        rowKey="id"
        extra={
          <Space>
            <ExportButton
              path="delivery/material/exportDeliveryListExcel"
              permission="fac.deliveryOrder.queryList"
              label={t('delivery.list.export')}
              body={() => filterInput(belongModule, listState)}
            />
            <GuardedButton
              permission="fac.deliveryOrder.add"
              onClick={() => void navigate('/newPayoffOrder?type=2')}
              data-testid="new-notice"
            >
              {t('delivery.list.newNotice')}
            </GuardedButton>
            <GuardedButton
              type="primary"
              permission="fac.deliveryOrder.add"
              onClick={() => void navigate('/newPayoffOrder')}
              data-testid="new-delivery"
            >
              {t('delivery.list.newDelivery')}
            </GuardedButton>
          </Space>
        }
      />
    </>
  );
}

export function DeliveryListPage() {
  return <DeliveryList belongModule={0} />;
}

export function DeliveryNoticeListPage() {
  return <DeliveryList belongModule={2} />;
}
