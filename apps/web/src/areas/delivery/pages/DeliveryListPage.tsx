import { dec, formatUnitTotals, type DeliveryRow } from '@gf/contracts';
import { App, Space, Tabs, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ExportButton } from '../../../shared/excel';
import { ListPage, useListState, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import {
  billNoColumn,
  billStatusFilter,
  canReEditBill,
  canUndoBill,
  manyFilter as many,
  oneFilter as one,
  outsideFactoryColumn,
  outsideFactoryLoader,
  remarkAndCreatedColumns,
  storehouseLoader,
} from '../../../shared/material-lines';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { deliveryApi } from '../api/delivery-api';
import '../locales/register';

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

/** 合计送料 / 合计通知 of a row: added within one unit only ("2000 米 + 3000 个"). */
export const rowTotals = (r: Pick<DeliveryRow, 'unitTotals'>) => formatUnitTotals(r.unitTotals, (q) => dec.format(q));

/**
 * 送料单列表 and 送料通知单列表: one list per route (each keeps its own filters), tabs switch between them. Per row
 * 查看, 撤销 (pending / reviewed / anti-review pending) and 重编辑 (draft / rejected); a notice still waiting also
 * 开送料单. A direct delivery follows its arrival: neither 撤销 nor 重编辑 on its own. Widths add up to about 1140 px
 * (fitColumns): number, totals and status show beside the fixed 操作 column at 1440 px in both languages.
 */
function DeliveryList({ belongModule }: { belongModule: 0 | 2 }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [listState] = useListState();
  const isNotice = belongModule === 2;
  const listKey = isNotice ? 'delivery-notices' : 'deliveries';
  const f = (key: string) => t(`delivery.field.${key}`);
  const undo = (row: DeliveryRow) =>
    modal.confirm({
      title: t('delivery.list.undo'),
      content: t('delivery.list.undoConfirm', { no: row.orderNo }),
      okButtonProps: { danger: true },
      okText: t('delivery.list.undo'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await deliveryApi.undo(row.id);
      },
    });

  const [remark, createdAt] = remarkAndCreatedColumns<DeliveryRow>(f('remark'), f('createdAt'));
  const columns: ListColumn<DeliveryRow>[] = [
    { ...billNoColumn<DeliveryRow>(isNotice ? f('noticeNo') : f('orderNo'), '/payoffDetail/'), width: 125 },
    {
      ...outsideFactoryColumn<DeliveryRow>('outsideFactoryName', f('outsideFactory'), f('inHouse')),
      width: 105,
      ellipsis: true,
    },
    { key: 'storehouseName', title: f('storehouse'), dataIndex: 'storehouseName', width: 90, ellipsis: true },
    { key: 'dateDelivery', title: f('date'), dataIndex: 'dateDelivery', width: 105 },
    {
      key: 'unitTotals',
      title: isNotice ? f('totalNotice') : f('totalDelivery'),
      align: 'right',
      width: 150,
      ellipsis: { showTitle: false },
      render: (_: unknown, r) => (
        <Tooltip title={t('delivery.list.skuCount', { count: r.skuCount })}>
          <span data-testid="delivery-row-totals">{rowTotals(r)}</span>
        </Tooltip>
      ),
    },
    { key: 'skuCount', title: f('skuCount'), dataIndex: 'skuCount', align: 'right', width: 90 },
    ...(isNotice
      ? [
          {
            key: 'deliveryState',
            title: f('deliveryState'),
            dataIndex: 'deliveryState',
            width: 110,
            render: (v: number | null) =>
              v === null ? null : <Tag color={['default', 'orange', 'green'][v]}>{t(`delivery.state.${v}`)}</Tag>,
          } as ListColumn<DeliveryRow>,
        ]
      : [
          {
            key: 'billNotifyNo',
            title: f('notice'),
            dataIndex: 'billNotifyNo',
            width: 110,
            ellipsis: true,
          } as ListColumn<DeliveryRow>,
        ]),
    { key: 'status', title: f('status'), dataIndex: 'status', width: 95, render: (v: number) => <BillStatusTag status={v} /> },
    { key: 'deliveryCreatorName', title: f('deliverer'), dataIndex: 'deliveryCreatorName', width: 80, ellipsis: true },
    { ...createdAt!, width: 150 },
    { ...remark!, width: 100 },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: isNotice ? 210 : 150,
      render: (_: unknown, r) => (
        <Space size="small">
          <Link to={`/payoffDetail/${encodeURIComponent(r.id)}`} data-testid="delivery-view">
            {t('delivery.list.view')}
          </Link>
          {!r.arrivalId && canUndoBill(r.status) && (
            <GuardedLink permission="fac.deliveryOrder.repeal" danger onClick={() => undo(r)} data-testid="delivery-undo">
              {t('delivery.list.undo')}
            </GuardedLink>
          )}
          {!r.arrivalId && canReEditBill(r.status) && (
            <GuardedLink
              permission="fac.deliveryOrder.add"
              onClick={() => void navigate(`/newPayoffOrder?id=${encodeURIComponent(r.id)}`)}
              data-testid="delivery-reedit"
            >
              {t('delivery.list.reEdit')}
            </GuardedLink>
          )}
          {isNotice && r.status === 2 && r.deliveryState !== 2 && (
            <GuardedLink
              permission="fac.deliveryOrder.add"
              onClick={() => void navigate(`/newPayoffOrder?notifyId=${encodeURIComponent(r.id)}`)}
            >
              {t('delivery.detail.openDelivery')}
            </GuardedLink>
          )}
        </Space>
      ),
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
        listKey={listKey}
        title={isNotice ? t('delivery.tab.notices') : t('delivery.tab.deliveries')}
        searchPlaceholder={t('delivery.list.search')}
        columns={columns}
        filters={filters}
        fitColumns
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
