import { PlusOutlined } from '@ant-design/icons';
import { mergeUnitTotals, ProductionOrderPermission as P, type OrderListGoods, type OrderListRow } from '@gf/contracts';
import { App, Select, Space, Tabs, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ExportButton, ImportDialog } from '../../../shared/excel';
import { ListPage, useListRefresh, useListState, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { ListTotals } from '../../../shared/list-views';
import { checkPermission, GuardedButton } from '../../../shared/session/permission';
import { canConvertOrder } from '../api/convert-api';
import { ORDER_EXPORT_PATH, ORDER_IMPORT_BASE, ordersApi } from '../api/orders-api';
import { ConvertMissionsDialog } from '../components/ConvertMissionsDialog';
import { orderFilterFields, SORT, sortChoices, STATUS_TAB, statusTabs, toOrderListBody } from '../components/order-list-filters';
import { OrderRowActions } from '../components/OrderRowActions';

const LIST_KEY = 'production-orders';

/** One line per goods inside a cell (reference 02 §3: orders with several goods show one line each). */
const perGoods = (goods: OrderListGoods[], text: (g: OrderListGoods) => string) => (
  <div className="order-goods-lines">
    {goods.map((g) => (
      <div key={g.id} style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={text(g)}>
        {text(g) || '-'}
      </div>
    ))}
  </div>
);

/** 生产订单 (/orderProduction): formal orders and pre-orders, status tabs, the reference's filters and columns. */
export function OrderListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [state, update] = useListState();
  const refresh = useListRefresh(LIST_KEY);
  const [importing, setImporting] = useState(false);
  const [convertId, setConvertId] = useState<string | null>(null);
  const [rows, setRows] = useState<OrderListRow[]>([]);
  const [selected, setSelected] = useState<OrderListRow[]>([]);
  const lastQuery = useRef<Pick<ListQuery, 'keyword' | 'filters'>>({ keyword: '', filters: {} });
  const f = (k: string) => t(`productionOrders.field.${k}`);
  const tab = typeof state.filters[STATUS_TAB] === 'string' ? String(state.filters[STATUS_TAB]) : 'all';
  const open = (r: OrderListRow) => navigate(`/orderProductioDetail?id=${r.id}`);

  const columns: ListColumn<OrderListRow>[] = [
    {
      key: 'orderNo',
      title: f('billNo'),
      width: 170,
      fixed: 'left',
      render: (_: unknown, r) => <Typography.Link onClick={() => open(r)}>{r.orderNo}</Typography.Link>,
    },
    {
      key: 'type',
      title: f('type'),
      width: 110,
      render: (_: unknown, r) =>
        r.type === 0 ? (
          <Tag color="gold">{t('productionOrders.option.advance')}</Tag>
        ) : (
          <Tag color="blue">{t('productionOrders.option.formal')}</Tag>
        ),
    },
    {
      key: 'status',
      title: f('status'),
      width: 140,
      render: (_: unknown, r) => (
        <Space size={2} direction="vertical">
          <BillStatusTag status={r.displayStatus} />
          {r.displayStatus === 1 && r.auditorUsers.length > 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.auditorUsers.join('、')}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { key: 'placeorderAt', title: f('placeorderAt'), dataIndex: 'placeorderAt', width: 105 },
    {
      key: 'styleNo',
      title: f('style'),
      width: 180,
      render: (_: unknown, r) => perGoods(r.goods, (g) => `${g.styleNo} ${g.styleName}`),
    },
    { key: 'custName', title: f('customer'), width: 180, render: (_: unknown, r) => perGoods(r.goods, (g) => g.custName) },
    {
      key: 'totalNum',
      title: f('quantity'),
      width: 90,
      align: 'right',
      render: (_: unknown, r) => perGoods(r.goods, (g) => g.totalNum),
    },
    {
      key: 'goodsDeliveryAt',
      title: f('goodsDeliveryAt'),
      width: 105,
      render: (_: unknown, r) => perGoods(r.goods, (g) => g.goodsDeliveryAt),
    },
    {
      key: 'outsideFactory',
      title: f('outsideFactory'),
      width: 120,
      ellipsis: true,
      render: (_: unknown, r) => (r.isOutsideFac ? (r.commonOutsideFactoryName ?? '-') : '-'),
    },
    { key: 'chargerName', title: f('chargers'), dataIndex: 'chargerName', width: 110, ellipsis: true },
    { key: 'createByName', title: f('createBy'), dataIndex: 'createByName', width: 90 },
    {
      key: 'buyNo',
      title: f('buyNo'),
      width: 110,
      render: (_: unknown, r) => r.buyNo || t('productionOrders.option.none'),
    },
    {
      key: 'concatPrdOrderNo',
      title: f('concatOrderNo'),
      width: 150,
      render: (_: unknown, r) => r.concatPrdOrderNo ?? '-',
    },
    { key: 'placeOrderType', title: f('placeOrderType'), width: 100, render: (_: unknown, r) => r.placeOrderType ?? '-' },
    {
      key: 'isFirstOrder',
      title: f('isFirstOrder'),
      width: 80,
      render: (_: unknown, r) => t(`productionOrders.option.${r.isFirstOrder ? 'yes' : 'no'}`),
    },
    {
      key: 'lastReviewLog',
      title: f('lastReviewLog'),
      width: 140,
      ellipsis: true,
      render: (_: unknown, r) => r.lastReviewLog ?? '-',
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 260,
      fixed: 'right',
      locked: true,
      render: (_: unknown, r) => (
        <Space size={12}>
          <Typography.Link onClick={() => open(r)}>{t('common.view')}</Typography.Link>
          <OrderRowActions row={r} onDone={() => void refresh()} />
          <Typography.Link onClick={() => navigate(`/orderProductionPrint?id=${r.id}`)} data-testid="order-row-print">
            {t('productionOrders.list.print')}
          </Typography.Link>
          {canConvertOrder(r) && (
            <Typography.Link onClick={() => checkPermission(P.toMission) && setConvertId(r.id)} data-testid="order-row-convert">
              {t('productionOrders.convert.all')}
            </Typography.Link>
          )}
        </Space>
      ),
    },
  ];

  const pageTotals = mergeUnitTotals(rows.map((r) => r.totals));
  const pending = selected.filter((r) => r.displayStatus === 1);
  const batchPass = () => {
    if (!pending.length) return;
    modal.confirm({
      title: t('productionOrders.list.batchPass'),
      content: t('productionOrders.list.batchPassConfirm', { count: pending.length }),
      onOk: async () => {
        const answer = await ordersApi.batchReview(pending.map((r) => r.id));
        const noOf = new Map(pending.map((r) => [r.id, r.orderNo]));
        if (answer.failNum === 0) message.success(t('productionOrders.list.batchDone', { count: answer.successNum }));
        else
          modal.warning({
            title: t('productionOrders.list.batchPartly', { ok: answer.successNum, failed: answer.failNum }),
            content: answer.results
              .filter((r) => !r.ok)
              .map((r) => (
                <div key={r.billId}>
                  {noOf.get(r.billId)}：{r.msg}
                </div>
              )),
          });
        setSelected([]);
        await refresh();
      },
    });
  };

  return (
    <>
      <ListPage<OrderListRow>
        listKey={LIST_KEY}
        title={t('productionOrders.menu.list')}
        searchPlaceholder={t('productionOrders.list.search')}
        columns={columns}
        filters={orderFilterFields(t, i18n.language)}
        rowKey="id"
        fitColumns
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.id),
          onChange: (_keys, chosen) => setSelected(chosen),
        }}
        summary={
          <>
            <Tabs
              size="small"
              activeKey={tab}
              onChange={(key) =>
                update({ filters: { ...state.filters, [STATUS_TAB]: key === 'all' ? undefined : key }, pageNo: 1 })
              }
              items={statusTabs.map((s) => ({
                key: s,
                label: s === 'all' ? t('productionOrders.option.all') : <BillStatusTag status={Number(s)} />,
              }))}
              data-testid="order-status-tabs"
              tabBarExtraContent={
                <Select
                  size="small"
                  style={{ width: 230 }}
                  allowClear
                  placeholder={t('productionOrders.list.sortDefault')}
                  value={typeof state.filters[SORT] === 'string' ? String(state.filters[SORT]) : undefined}
                  onChange={(sort?: string) => update({ filters: { ...state.filters, [SORT]: sort }, pageNo: 1 })}
                  options={sortChoices.map((c) => ({ value: c, label: t(`productionOrders.list.sort.${c}`) }))}
                  data-testid="order-sort"
                />
              }
            />
            <ListTotals
              items={[
                { label: t('productionOrders.list.pageTotals'), value: pageTotals },
                { label: t('productionOrders.list.ordersOnPage'), value: String(rows.length) },
              ]}
            />
          </>
        }
        fetchPage={async (q) => {
          lastQuery.current = q;
          const answer = await ordersApi.page({ pageNo: q.pageNo, pageSize: q.pageSize, ...toOrderListBody(q) });
          setRows(answer.list);
          return answer;
        }}
        extra={
          <Space wrap>
            <GuardedButton permission={P.report} disabled={!pending.length} onClick={batchPass}>
              {t('productionOrders.list.batchPass')}
              {pending.length ? ` (${pending.length})` : ''}
            </GuardedButton>
            <ExportButton path={ORDER_EXPORT_PATH} permission={P.query} body={() => toOrderListBody(lastQuery.current)} />
            <GuardedButton permission={P.add} onClick={() => setImporting(true)}>
              {t('productionOrders.list.import')}
            </GuardedButton>
            <GuardedButton permission={P.deploy} onClick={() => navigate('/orderProductionConfig')}>
              {t('productionOrders.list.config')}
            </GuardedButton>
            <GuardedButton permission={P.advance} onClick={() => navigate('/orderProductionNew?type=informal')}>
              {t('productionOrders.menu.newAdvance')}
            </GuardedButton>
            <GuardedButton
              type="primary"
              icon={<PlusOutlined />}
              permission={P.add}
              onClick={() => navigate('/orderProductionNew?type=formal')}
              data-testid="new-order"
            >
              {t('productionOrders.menu.newOrder')}
            </GuardedButton>
          </Space>
        }
      />
      {convertId && (
        <ConvertMissionsDialog
          orderId={convertId}
          onClose={() => setConvertId(null)}
          onDone={() => {
            setConvertId(null);
            void refresh();
          }}
        />
      )}
      <ImportDialog
        open={importing}
        what={t('productionOrders.list.importWhat')}
        base={ORDER_IMPORT_BASE}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
    </>
  );
}
