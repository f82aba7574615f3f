import type {
  BackCalcGoods,
  CancelPurchaseInput,
  DemandRecalc,
  OrderDemandView,
  PurchasePlanInput,
  PurchaseStatusInput,
} from '@gf/contracts';
import { api } from '../../../shared/api';

/** The order detail's 物料需求 calls (server area order-demand). */
export const orderDemandApi = {
  view: (facPrdOrderId: string) => api.get<OrderDemandView>('facPrdOrder/materialDemand', { facPrdOrderId }),
  plan: (input: PurchasePlanInput) => api.post<{ goods: number }>('facPrdOrder/purchasePlan', input),
  setComplete: (input: PurchaseStatusInput) => api.post<{ changed: number }>('facPrdOrder/updatePurchaseStatus', input),
  /** 撤销采购计划 of one material of one goods (the reference's spelling canclePurchase). */
  cancelPlan: (input: CancelPurchaseInput) => api.post<null>('facPrdOrder/canclePurchase', input),
  recalc: (facPrdOrderId: string) => api.get<DemandRecalc>('facPrdOrder/demandRecalc', { facPrdOrderId }),
  backCalc: (facPrdOrderId: string) => api.get<BackCalcGoods[]>('facPrdOrder/materialBackCalc', { facPrdOrderId }),
};

export const orderDemandKeys = {
  view: (orderId: string) => ['order-demand', orderId] as const,
  backCalc: (orderId: string) => ['order-demand', orderId, 'back-calc'] as const,
  recalc: (orderId: string) => ['order-demand', orderId, 'recalc'] as const,
};
