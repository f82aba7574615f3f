import { z } from 'zod';
import { intInput } from '../platform/number-input.js';
import { idSchema, pagingInput } from '../platform/paging.js';

/** The highest quota a company can be given (a typing slip of 50000 factories is refused, not stored). */
export const CHARGE_LIMIT_MAX = { factories: 999, workbays: 99999 } as const;

/** unit/chargeManage/list: the caller's company, found by keyword (boss code, name or phone) like the reference. */
export const chargeLimitListInput = pagingInput.extend({ keyword: z.string().trim().max(30).optional() });

/** unit/chargeManage/detail: `bossUnitId` defaults to the caller's company; another company's is refused. */
export const chargeLimitDetailInput = z.object({ bossUnitId: idSchema.optional() });

/** unit/chargeManage/update: the company's quotas (not below what it already has). */
export const chargeLimitUpdateInput = z.object({
  bossUnitId: idSchema.optional(),
  maxFactories: intInput({ min: 1, max: CHARGE_LIMIT_MAX.factories, label: '工厂数量上限|Factories allowed' }),
  maxWorkbays: intInput({ min: 0, max: CHARGE_LIMIT_MAX.workbays, label: '工位数量上限|Workbays allowed' }),
});
export type ChargeLimitUpdateInput = z.infer<typeof chargeLimitUpdateInput>;

/** A row of 收费限制 (/chargeLimit): the company, what it has, and what it may have. */
export interface ChargeLimitRow {
  bossUnitId: string;
  bossCode: string | null;
  name: string;
  phone: string | null;
  factoryNames: string[];
  factoryCount: number;
  maxFactories: number;
  workbayCount: number;
  maxWorkbays: number;
  /** False while the company runs on the server's defaults (no row of its own yet). */
  isCustom: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}
