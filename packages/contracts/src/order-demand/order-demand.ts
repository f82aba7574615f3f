import { z } from 'zod';
import type { UnitTotal } from '../decimal/unit-totals.js';
import { idSchema } from '../platform/paging.js';

/** facPrdOrder/materialDemand (GET): the order's 物料需求, optionally one goods block. */
export const orderDemandQuery = z.object({ facPrdOrderId: idSchema, facPrdOrderGoodsId: idSchema.optional() });
export type OrderDemandQuery = z.infer<typeof orderDemandQuery>;

/**
 * facPrdOrder/purchasePlan (一键生成采购计划): the demand lines of the order, or of one goods block of it
 * (facPrdOrderGoodsId), optionally only these material SKUs.
 */
export const purchasePlanInput = z.object({
  facPrdOrderId: idSchema,
  facPrdOrderGoodsId: idSchema.optional(),
  commonMaterialsSkuIds: z.array(idSchema).max(1000).optional(),
});
export type PurchasePlanInput = z.infer<typeof purchasePlanInput>;

/** facPrdOrder/updatePurchaseStatus: 标完成 (1) or 撤销完成 (0) of one material of the order (or of one goods block). */
export const purchaseStatusInput = z.object({
  facPrdOrderId: idSchema,
  facPrdOrderGoodsId: idSchema.optional(),
  commonMaterialsSkuId: idSchema,
  purchaseStatus: z.union([z.literal(0), z.literal(1)], { message: '完成状态只能是0或1|purchaseStatus must be 0 or 1' }),
});
export type PurchaseStatusInput = z.infer<typeof purchaseStatusInput>;

/**
 * facPrdOrder/canclePurchase (the reference's spelling): withdraw the purchase plan of one material of one goods block
 * while nothing is purchased or reserved on its board line; 一键生成采购计划 makes it again.
 */
export const cancelPurchaseInput = z.object({ facPrdOrderGoodsId: idSchema, commonMaterialsSkuId: idSchema });
export type CancelPurchaseInput = z.infer<typeof cancelPurchaseInput>;

/** facPrdOrder/demandRecalc (需求重算): what the order's current BOMs and quantities ask against the plan made. */
export const demandRecalcQuery = z.object({ facPrdOrderId: idSchema });

/** One goods block × material whose demand the plan no longer matches (or every row, with `kind` SAME). */
export interface DemandRecalcRow {
  facPrdOrderGoodsId: string;
  styleNo: string;
  materialSkuId: string;
  materialNo: string;
  materialName: string;
  colorName: string | null;
  specNo: string | null;
  stockUnit: string;
  /** What the plan was made for (the order's stored 合计数量); null: no plan for it. */
  plannedRequired: string | null;
  /** What the current BOM and quantities ask (0: the BOM no longer names it). */
  currentRequired: string;
  /** currentRequired − plannedRequired (the plan's 0 when there is none). */
  difference: string;
  /** NEW: asked, never planned; CHANGED; GONE: planned, no longer asked; SAME. */
  kind: 'NEW' | 'CHANGED' | 'GONE' | 'SAME';
}

export interface DemandRecalc {
  facPrdOrderId: string;
  orderNo: string;
  /** 一键生成采购计划 may apply it (reviewed order, demand from orders). */
  canApply: boolean;
  rows: DemandRecalcRow[];
}

/** facPrdOrder/materialBackCalc (物料反算): how many garments the material on hand makes, optionally one storehouse. */
export const backCalcQuery = z.object({ facPrdOrderId: idSchema, storehouseId: idSchema.optional() });
export type BackCalcQuery = z.infer<typeof backCalcQuery>;

export interface OrderDemandRow {
  facPrdOrderGoodsId: string;
  materialSkuId: string;
  materialNo: string;
  materialName: string;
  colorName: string | null;
  specNo: string | null;
  stockUnit: string;
  /** 用料货品数: pieces of the goods that use this material. */
  goodsQuantity: string;
  /** 合计数量: what the BOM asks for the order now, Σ quantity × usage × (1 + loss %). */
  requiredQuantity: string;
  /** 物料需求: the board line's demand (never below what is purchased or reserved); null before the plan. */
  demandQuantity: string | null;
  /** The board keeps more than the order asks (purchased or reserved beyond it): 超出. */
  surplusQuantity: string;
  /** 实时库存: on hand in the storehouses linked to the factory. */
  stockQuantity: string;
  plannedQuantity: string | null;
  waitingQuantity: string | null;
  purchasedQuantity: string;
  arrivedQuantity: string;
  /** The purchase demand line on the board; null until 一键生成采购计划 (or the review) makes it. */
  demandId: string | null;
  /** 完成状态: 标完成 by hand, or nothing left to buy. */
  isCompleted: boolean;
  isCompletedByHand: boolean;
}

export interface OrderDemandGoods {
  facPrdOrderGoodsId: string;
  styleId: string;
  styleNo: string;
  bomId: string | null;
  rows: OrderDemandRow[];
  /** 物料需求 (or 合计数量 before the plan) per stock unit. */
  totals: UnitTotal[];
}

export interface OrderDemandView {
  facPrdOrderId: string;
  orderNo: string;
  status: number;
  /** The factory's demand source is production orders and the order is reviewed: 一键生成采购计划 is offered. */
  canPlan: boolean;
  /** Reviewing the order generates its plan by itself (生成采购计划 on review). */
  plansOnReview: boolean;
  goods: OrderDemandGoods[];
  totals: UnitTotal[];
}

export interface BackCalcMaterial {
  materialSkuId: string;
  materialNo: string;
  materialName: string;
  colorName: string | null;
  stockUnit: string;
  requiredQuantity: string;
  stockQuantity: string;
  /** Garments this material alone allows, in the order's size and colour mix. */
  pieces: number;
  isLimiting: boolean;
}

export interface BackCalcGoods {
  facPrdOrderGoodsId: string;
  styleNo: string;
  orderedQuantity: string;
  /** Garments the material on hand makes in the order's mix: the least any material allows, at most the order. */
  pieces: number;
  materials: BackCalcMaterial[];
}
