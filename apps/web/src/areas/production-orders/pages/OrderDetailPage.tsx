import { ProductionOrderPermission as P } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BillDetail } from '../../../bill';
import { pageTabs } from '../../../shared/routing/page-tabs';
import { GuardedButton } from '../../../shared/session/permission';
import { hasPermission } from '../../../shared/session/session';
import { canConvertOrder } from '../api/convert-api';
import { ORDER_BILL_TYPE, ordersApi } from '../api/orders-api';
import { ConvertMissionsDialog } from '../components/ConvertMissionsDialog';
import { GoodsDetailCard } from '../components/GoodsDetailCard';
import { LinkedMissionsCard } from '../components/LinkedMissionsCard';
import { orderActionGuard } from '../components/order-actions';
import { OrderHistoryCard } from '../components/OrderHistoryCard';
import { OrderInfo } from '../components/OrderInfo';
import { OrderSummaryCard } from '../components/OrderSummaryCard';

/**
 * 生产订单详情 (/orderProductioDetail?id= from the list, ?orderNo= from the review desk): the BillDetail frame (the
 * engine's actions for this user now, approval history, lineage), the header, 订货合计, each goods with its matrix
 * and per-customer matrices, 关联工单 and 历史单据列表. A pre-order offers 转订单 until it is turned or voided (it is never submitted itself).
 */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const by = { id: search.get('id'), orderNo: search.get('orderNo') };
  const [converting, setConverting] = useState(false);
  const order = useQuery({
    queryKey: ['production-order', by.id ?? by.orderNo],
    queryFn: () => ordersApi.detail(by),
    enabled: Boolean(by.id ?? by.orderNo),
    retry: false,
  });
  const d = order.data;
  const isFormal = d?.type === 1;
  // A pre-order is never submitted itself: it becomes a formal order (转订单) while it is not voided or turned.
  const canTurn = d && d.type === 0 && !d.turnedOrderId && d.status !== 5;
  // 转工单 per goods and 一键转工单 (issue 11): reviewed formal orders.
  const canConvert = Boolean(d && canConvertOrder(d));
  const jump = (goodsId: string) =>
    document.getElementById(`order-goods-${goodsId}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <BillDetail
      billType={ORDER_BILL_TYPE}
      billId={d?.id}
      billNo={d?.orderNo}
      title={t('productionOrders.menu.detail')}
      loading={order.isLoading}
      notFound={order.isError}
      onEdit={d ? () => navigate(`/orderProductionNew?id=${d.id}&type=${isFormal ? 'formal' : 'informal'}`) : undefined}
      onChanged={() => void order.refetch()}
      guard={orderActionGuard}
      directLabels={{ submit: t('productionOrders.form.generate') }}
      extra={
        <>
          {d && (
            <Button onClick={() => navigate(`/orderProductionPrint?id=${d.id}`)} data-testid="order-print-open">
              {t('productionOrders.list.print')}
            </Button>
          )}
          {canConvert && (
            <GuardedButton permission={P.toMission} onClick={() => setConverting(true)} data-testid="convert-all">
              {t('productionOrders.convert.all')}
            </GuardedButton>
          )}
          {canTurn && (
            <GuardedButton
              permission={P.turn}
              onClick={() => navigate(`/orderProductionNew?advanceId=${d.id}`)}
              data-testid="turn-order"
            >
              {t('productionOrders.detail.turn')}
            </GuardedButton>
          )}
        </>
      }
    >
      {d && (
        <>
          <OrderInfo order={d} />
          <OrderSummaryCard order={d} onJump={jump} />
          <Tabs
            items={[
              {
                key: 'goods',
                label: t('productionOrders.detail.goodsInfo'),
                children: d.goods.map((g) => (
                  <GoodsDetailCard
                    key={g.id}
                    goods={g}
                    isFormal={isFormal}
                    isOutsideFac={d.isOutsideFac}
                    onConvert={canConvert ? () => navigate(`/CreateOrder?orderGoodsId=${g.id}`) : undefined}
                  />
                )),
              },
              // Tabs other areas add (物料需求 of areas/order-demand), registered by app/routes.tsx; formal orders only.
              ...(isFormal ? pageTabs('orderDetail') : [])
                .filter((tab) => hasPermission(tab.permission))
                .map((tab) => ({ key: tab.key, label: t(tab.titleKey), children: <tab.component order={d} /> })),
            ]}
          />
          <LinkedMissionsCard order={d} />
          {converting && (
            <ConvertMissionsDialog
              orderId={d.id}
              onClose={() => setConverting(false)}
              onDone={() => {
                setConverting(false);
                void order.refetch();
              }}
            />
          )}
          <OrderHistoryCard rows={d.history} currentId={d.id} />
        </>
      )}
    </BillDetail>
  );
}
