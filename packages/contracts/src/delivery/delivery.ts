import { z } from 'zod';
import { dateText } from '../platform/bounds.js';
import { type UnitTotal } from '../decimal/unit-totals.js';
import { decimalString } from '../materials/decimal.js';
import { intInput, optionalIntInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { materialLotFields, type MaterialLotOfLine } from './material-lot.js';

/** belongModule: 0 送料单 delivery, 1 样料送料单 sample delivery, 2 送料通知单 delivery notice. */
export const deliveryModules = [0, 1, 2] as const;
export type DeliveryModule = (typeof deliveryModules)[number];
export const DELIVERY_NOTICE = 2;

/** A notice's fulfilment (送料状态): 0 未送料 nothing delivered, 1 未送齐 partly, 2 已送齐 complete. */
export const noticeDeliveryStates = [0, 1, 2] as const;
export type NoticeDeliveryState = (typeof noticeDeliveryStates)[number];

const quantity = decimalString({ scale: 4, intDigits: 14, positive: true });

export const deliveryLineInput = z.object({
  /** The saved line this row is (an edit keeps its id); absent for a new line. */
  id: idSchema.nullish().transform((v) => v ?? undefined),
  materialsSkuId: idSchema,
  /** In the stock unit. */
  quantity,
  /** 按单送料: the production order number (free text) and the purchase demand line it serves. */
  orderNo: optionalText(50),
  demandId: idSchema.nullish().transform((v) => v ?? null),
  /** 卷号 / 缸号 to take from (checked against the storehouse on save); neither = any lot. */
  ...materialLotFields,
  remark: optionalText(200),
});
export type DeliveryLineInput = z.infer<typeof deliveryLineInput>;

const deliveryFields = {
  belongModule: optionalIntInput({ min: 0, max: 2 })
    .transform((v) => v ?? 0)
    .refine((v) => (deliveryModules as readonly number[]).includes(v), {
      message: '{label}须为 0、1 或 2|{label} must be 0, 1 or 2',
    }),
  storehouseId: idSchema,
  /** Blank = generated from the numbering rule. */
  orderNo: optionalText(50),
  deliveryCreatorId: idSchema,
  dateDelivery: dateText,
  /** The receiving processing factory; blank = in-house. */
  outsideFactoryId: idSchema.nullish().transform((v) => v ?? null),
  /** The notice this delivery fulfils (deliveries only). */
  billNotifyId: idSchema.nullish().transform((v) => v ?? null),
  designStyleNo: optionalText(50),
  /** 按工单添加: the mission this delivery sends material for, and its material node (deliveries only). */
  missionId: idSchema.nullish().transform((v) => v ?? null),
  missionNodeId: idSchema.nullish().transform((v) => v ?? null),
  remark: optionalText(200),
  skus: z.array(deliveryLineInput).min(1, '请至少添加一个物料|add at least one material').max(500),
};

export const deliveryCreateInput = z
  .object(deliveryFields)
  .refine((v) => v.belongModule !== 2 || !v.billNotifyId, {
    message: '通知单不能关联通知单|a notice cannot fulfil a notice',
    path: ['billNotifyId'],
  })
  .refine((v) => !v.missionNodeId || v.missionId, {
    message: '请先选择工单|choose the mission first',
    path: ['missionNodeId'],
  });
export type DeliveryCreateInput = z.infer<typeof deliveryCreateInput>;

export const deliveryUpdateInput = z
  .object({ ...deliveryFields, deliveryId: idSchema })
  .refine((v) => !v.missionNodeId || v.missionId, {
    message: '请先选择工单|choose the mission first',
    path: ['missionNodeId'],
  });
export type DeliveryUpdateInput = z.infer<typeof deliveryUpdateInput>;

export const deliveryPageInput = pagingInput.extend({
  belongModule: optionalIntInput({ min: 0, max: 2 }),
  /** Keyword: number, deliverer, material number or name, factory. */
  searchParam: z.string().trim().max(60).optional(),
  deliveryOrderNo: z.string().trim().max(50).optional(),
  deliveryStartDate: dateText.optional(),
  deliveryEndDate: dateText.optional(),
  storehouseId: idSchema.optional(),
  deliveryerId: idSchema.optional(),
  factoryIds: z.array(idSchema).max(100).optional(),
  status: z
    .array(intInput({ min: 0, max: 7 }))
    .max(8)
    .optional(),
  /** Notices only: 0 未送料, 1 未送齐, 2 已送齐. */
  deliveryStates: z
    .array(intInput({ min: 0, max: 2 }))
    .max(3)
    .optional(),
  ids: z.array(idSchema).max(1000).optional(),
});
export type DeliveryPageInput = z.infer<typeof deliveryPageInput>;

export interface DeliveryLineRow extends MaterialLotOfLine {
  id: string;
  materialsSkuId: string;
  materialId: string;
  kindName: string;
  materialsNo: string;
  materialsName: string;
  colorName: string;
  specNoName: string;
  stockUnit: string;
  sampleMaterial: boolean;
  quantity: string;
  orderNo: string | null;
  demandId: string | null;
  remark: string | null;
  /** Notices: what reviewed deliveries fulfilling this notice delivered of this SKU. */
  deliveredQuantity?: string;
}

export interface DeliveryRow {
  id: string;
  belongModule: DeliveryModule;
  orderNo: string;
  status: number;
  storehouseId: string;
  storehouseName: string;
  deliveryCreatorId: string;
  deliveryCreatorName: string;
  dateDelivery: string;
  outsideFactoryId: string | null;
  outsideFactoryName: string | null;
  billNotifyId: string | null;
  billNotifyNo: string | null;
  arrivalId: string | null;
  arrivalNo: string | null;
  designStyleNo: string | null;
  /** 按工单添加: the mission delivered for (工单号) and its material node. */
  missionId: string | null;
  missionNo: string | null;
  missionNodeId: string | null;
  missionNodeName: string | null;
  remark: string | null;
  /** The plain sum of the lines: meaningful only when they share one unit; show `unitTotals`. */
  totalQuantity: string;
  /** 合计送料 / 合计通知 per stock unit ("2000 米 + 3000 个"), in first-line order. */
  unitTotals: UnitTotal[];
  skuCount: number;
  /** Notices: 0 未送料, 1 未送齐, 2 已送齐; null for deliveries. */
  deliveryState: NoticeDeliveryState | null;
  createdAt: string;
}

export interface DeliveryDetail extends DeliveryRow {
  skus: DeliveryLineRow[];
  /** Notices: the deliveries that fulfil it. */
  deliveries: { id: string; orderNo: string; status: number; dateDelivery: string }[];
}
