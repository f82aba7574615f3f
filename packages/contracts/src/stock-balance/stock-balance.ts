import { z } from 'zod';
import { dateText } from '../platform/bounds.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

/** Period-end balance (期末结存, materials/balance): permissions. Reading needs none beyond the session. */
export const stockBalancePermissions = {
  list: null,
  add: 'fac.materials.balance.add',
  cancel: 'fac.materials.balance.cancel',
  update: 'fac.materials.balance.add',
  /** The export is a movement record like the stock change log's. */
  export: 'fac.stock.record.list',
} as const;

/** Close one storehouse's period: nothing may be posted dated on or before `periodEnd` until it is cancelled. */
export const addBalanceInput = z
  .object({
    storehouseId: idSchema,
    periodStart: dateText,
    periodEnd: dateText,
    remark: optionalText(200),
  })
  .refine((v) => v.periodEnd >= v.periodStart, {
    path: ['periodEnd'],
    message: '结存截止日期不能早于开始日期|must not be before the period start',
  });
export type AddBalanceInput = z.infer<typeof addBalanceInput>;

export const balancePageInput = pagingInput.extend({
  storehouseId: idSchema.optional(),
  status: z.enum(['CLOSED', 'CANCELLED']).optional(),
  /** Part of the storehouse's name or of the remark. */
  keyword: z.string().trim().max(50).optional(),
});
export type BalancePageInput = z.infer<typeof balancePageInput>;

export const balanceIdInput = z.object({ id: idSchema });

/** One period's lines, optionally one production order's part or the SKUs one supplier supplies. */
export const balanceDetailInput = z.object({
  id: idSchema,
  orderId: idSchema.optional(),
  supplierId: idSchema.optional(),
});
export type BalanceDetailInput = z.infer<typeof balanceDetailInput>;

/** The order / supplier dropdowns of the balance: those of one period (balanceId), or of every live period. */
export const balanceFilterInput = pagingInput.extend({
  balanceId: idSchema.optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type BalanceFilterInput = z.infer<typeof balanceFilterInput>;
export const balanceUpdateInput = z.object({ id: idSchema, remark: optionalText(200) });

export interface BalanceRow {
  id: string;
  storehouseId: string;
  storehouseName: string;
  periodStart: string;
  periodEnd: string;
  status: 'CLOSED' | 'CANCELLED';
  remark: string | null;
  facName: string;
  createdByName: string;
  createdAt: string;
  skuCount: number;
  openingValue: string;
  inValue: string;
  outValue: string;
  closingValue: string;
}

export interface BalanceLine {
  skuKind: 'MATERIAL' | 'GOODS';
  skuId: string;
  skuName: string;
  stockUnit: string;
  openingQuantity: string;
  openingValue: string;
  inQuantity: string;
  inValue: string;
  outQuantity: string;
  outValue: string;
  closingQuantity: string;
  closingValue: string;
}

/** A column's sums over the lines of one stock unit (quantities of different units are never added). */
export type BalanceTotal = Omit<BalanceLine, 'skuKind' | 'skuId' | 'skuName'>;

export interface BalanceDetail extends BalanceRow {
  lines: BalanceLine[];
  /** Per stock unit, over the lines shown (the order / supplier filter applied). */
  totals: BalanceTotal[];
}

export interface BalanceOption {
  value: string;
  label: string;
}
