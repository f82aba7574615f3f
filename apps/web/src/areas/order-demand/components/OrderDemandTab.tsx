import { dec, OrderDemandPermission as P, type OrderDemandRow, type OrderDetail } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Empty, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../../shared/session/permission';
import { orderDemandApi, orderDemandKeys } from '../api/order-demand-api';
import { BackCalcDialog } from './BackCalcDialog';
import { RecalcDialog } from './RecalcDialog';
import { demandColumns, DemandSummary } from './demand-columns';
import '../locales/register';

/**
 * 物料需求 of the order detail (/orderProductioDetail, tab registered by app/routes.tsx): per goods, each material SKU
 * its BOM asks for the order, with the board line's figures once the purchase plan exists; 一键生成采购计划 (whole
 * order or one goods), 物料反算, and 标完成 / 撤销完成 per material.
 */
export function OrderDemandTab({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [backCalcOpen, setBackCalcOpen] = useState(false);
  const [recalcOpen, setRecalcOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const view = useQuery({ queryKey: orderDemandKeys.view(order.id), queryFn: () => orderDemandApi.view(order.id) });
  const reload = () => void qc.invalidateQueries({ queryKey: orderDemandKeys.view(order.id) });
  const v = view.data;

  const plan = async (goodsId?: string) => {
    setBusy(goodsId ?? 'all');
    try {
      await orderDemandApi.plan({ facPrdOrderId: order.id, ...(goodsId ? { facPrdOrderGoodsId: goodsId } : {}) });
      message.success(t('orderDemand.planDone'));
      reload();
    } finally {
      setBusy(null);
    }
  };
  const setComplete = async (r: OrderDemandRow, complete: boolean) => {
    await orderDemandApi.setComplete({
      facPrdOrderId: order.id,
      facPrdOrderGoodsId: r.facPrdOrderGoodsId,
      commonMaterialsSkuId: r.materialSkuId,
      purchaseStatus: complete ? 1 : 0,
    });
    reload();
  };
  const cancelPlan = (r: OrderDemandRow) =>
    modal.confirm({
      title: t('orderDemand.cancelPlanConfirm', { material: `${r.materialNo} ${r.materialName}` }),
      onOk: async () => {
        await orderDemandApi.cancelPlan({ facPrdOrderGoodsId: r.facPrdOrderGoodsId, commonMaterialsSkuId: r.materialSkuId });
        message.success(t('orderDemand.cancelPlanDone'));
        reload();
      },
    });
  // A line complete by itself (bought in full) has nothing to mark; one marked by hand offers 撤销完成. A plan with
  // nothing bought yet can be withdrawn (撤销计划; the server also refuses a line reserved or bought meanwhile).
  const action = (r: OrderDemandRow) => (
    <>
      {r.demandId && dec.isZero(r.purchasedQuantity) && (
        <GuardedButton
          size="small"
          type="link"
          permission={P.plan}
          data-testid={`demand-cancel-${r.materialSkuId}`}
          onClick={() => cancelPlan(r)}
        >
          {t('orderDemand.cancelPlan')}
        </GuardedButton>
      )}
      {completeAction(r)}
    </>
  );
  const completeAction = (r: OrderDemandRow) =>
    r.demandId &&
    (!r.isCompleted || r.isCompletedByHand) && (
      <GuardedButton
        size="small"
        type="link"
        permission={P.complete}
        data-testid={`demand-complete-${r.materialSkuId}`}
        onClick={() => void setComplete(r, !r.isCompletedByHand)}
      >
        {r.isCompletedByHand ? t('orderDemand.undoComplete') : t('orderDemand.complete')}
      </GuardedButton>
    );
  const columns = demandColumns(t, action);

  return (
    <div data-testid="order-demand">
      <Space style={{ marginBottom: 12 }} wrap>
        <GuardedButton
          type="primary"
          permission={P.plan}
          disabled={!v?.canPlan}
          loading={busy === 'all'}
          onClick={() => void plan()}
          data-testid="demand-plan"
        >
          {t('orderDemand.plan')}
        </GuardedButton>
        <GuardedButton permission={P.query} onClick={() => setRecalcOpen(true)} data-testid="demand-recalc">
          {t('orderDemand.recalc')}
        </GuardedButton>
        <GuardedButton permission={P.backCalc} onClick={() => setBackCalcOpen(true)} data-testid="demand-back-calc">
          {t('orderDemand.backCalc')}
        </GuardedButton>
        <Typography.Text type="secondary">
          {v?.plansOnReview ? t('orderDemand.plansOnReview') : !v?.canPlan ? t('orderDemand.planNotAllowed') : null}
        </Typography.Text>
      </Space>
      {view.isError && <Alert type="error" message={String(view.error)} />}
      {v?.goods.map((g) => (
        <Card
          key={g.facPrdOrderGoodsId}
          size="small"
          style={{ marginBottom: 12 }}
          title={g.styleNo}
          extra={
            v.canPlan && (
              <GuardedButton
                size="small"
                permission={P.plan}
                loading={busy === g.facPrdOrderGoodsId}
                onClick={() => void plan(g.facPrdOrderGoodsId)}
              >
                {t('orderDemand.planGoods')}
              </GuardedButton>
            )
          }
        >
          {g.rows.length === 0 ? (
            <Empty description={g.bomId ? t('orderDemand.empty') : t('orderDemand.noBom')} />
          ) : (
            <Table<OrderDemandRow>
              size="small"
              rowKey={(r) => r.materialSkuId}
              columns={columns}
              dataSource={g.rows}
              pagination={false}
              scroll={{ x: 'max-content' }}
              summary={(rows) => <DemandSummary rows={rows} t={t} />}
            />
          )}
        </Card>
      ))}
      <BackCalcDialog orderId={order.id} open={backCalcOpen} onClose={() => setBackCalcOpen(false)} />
      <RecalcDialog orderId={order.id} open={recalcOpen} onClose={() => setRecalcOpen(false)} onApply={() => plan()} />
    </div>
  );
}
