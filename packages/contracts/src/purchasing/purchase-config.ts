import { z } from 'zod';
import { optionalDecimal } from '../materials/decimal.js';

/** Where purchase demand comes from (物料采购需求来源). */
export const demandSources = ['PRODUCTION_ORDER', 'MISSION'] as const;
export type DemandSource = (typeof demandSources)[number];

/** 主动占用设置: 1 manual (手动占用), 2 automatic (自动占用). */
export const PreuseType = { manual: 1, automatic: 2 } as const;

const limit = optionalDecimal({ scale: 2, intDigits: 3, maxInt: 100 });

/** The unit's purchase configuration, as read by purchasing, arrivals and delivery. */
export interface PurchaseConfig {
  demandSource: DemandSource;
  /** Sub-option of the production-order source: submitting an order generates its purchase plan. */
  generatePlanOnSubmit: boolean;
  preuseType: 1 | 2;
  /** With automatic reservation: the reserved figure may still be changed by hand. */
  canManualModify: boolean;
  /** purchasing_unit_price_config: a purchase line must have a unit price above 0 to be submitted. */
  unitPriceRequired: boolean;
  /** purchasing_amount_config: amounts are typed in the purchase grid (price is back-computed). */
  purchasingAmountEditable: boolean;
  /** deliverying_amount_config: delivery bills show and carry amounts. */
  deliveringAmountShown: boolean;
  /** materialArriveLimitConfig, percent of the purchased quantity; null = no limit. */
  overDeliveryLimit: string | null;
  lackDeliveryLimit: string | null;
  /** 一键采到送: purchase, receive and deliver in one step. */
  oneStepEnabled: boolean;
}

export const purchaseConfigUpdateInput = z.object({
  demandSource: z.enum(demandSources).optional(),
  generatePlanOnSubmit: z.boolean().optional(),
  oneStepEnabled: z.boolean().optional(),
});

export const preuseConfigInput = z.object({
  preuseType: z.union([z.literal(1), z.literal(2)]),
  canManualModify: z.boolean().optional(),
});

export const switchConfigInput = z.object({ enabled: z.boolean() });

export const arriveLimitInput = z.object({ overDeliveryLimit: limit, lackDeliveryLimit: limit });

export type PurchaseConfigUpdate = z.infer<typeof purchaseConfigUpdateInput>;
