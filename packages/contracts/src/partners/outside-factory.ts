import { z } from 'zod';
import { statusListInput, versionInput } from '../platform/bounds.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { idListInput } from './customer.js';

export const OUTSIDE_FACTORY_BILL_TYPE = 'OUTSIDE_FACTORY';

const phonePattern = /^[0-9-]{0,20}$/;
/** A percentage from 0 to 100 with at most 4 decimals, checked as text: no float ever touches it. */
const taxRatePattern = /^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/;

/** Settlement methods of a processing factory (结算方式). */
export const settlementMethods = {
  CASH: { zh: '现结', en: 'Cash on delivery' },
  PER_ORDER: { zh: '按单结算', en: 'Per order' },
  MONTHLY: { zh: '月结', en: 'Monthly' },
  QUARTERLY: { zh: '季结', en: 'Quarterly' },
} as const;
export type SettlementMethod = keyof typeof settlementMethods;

/** Events a factory's webhook can subscribe to. */
export const webhookEvents = {
  MISSION_ASSIGNED: { zh: '工单下发', en: 'Mission assigned' },
  MATERIAL_DELIVERED: { zh: '物料发货', en: 'Materials delivered' },
  STATEMENT_CREATED: { zh: '对账单生成', en: 'Statement created' },
} as const;
export type WebhookEvent = keyof typeof webhookEvents;

const ids = z
  .array(idSchema)
  .max(50)
  .optional()
  .transform((v) => [...new Set(v ?? [])]);

/** Blank or null means "none"; numbers are taken as their text, never computed with. */
const taxRate = z
  .union([z.string().trim(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)))
  .refine((v) => v === null || taxRatePattern.test(v), '税率须为 0 到 100 之间、最多 4 位小数|0 to 100 with at most 4 decimals');

export const outsideFactoryFields = {
  name: z.string().trim().min(1, '请输入加工厂商名称|name is required').max(20),
  /** Blank means "generate from the numbering rule". */
  code: z
    .string()
    .trim()
    .max(20)
    .regex(/^[A-Za-z0-9-]*$/, '只能是字母、数字和短横线|letters, digits and hyphens only')
    .nullish()
    .transform((v) => (v ? v : null)),
  factoryRateIds: ids,
  attrIds: ids,
  contacts: optionalText(20),
  telephone: optionalText(20).refine((v) => v === null || phonePattern.test(v), '只能是数字和短横线|digits and hyphens only'),
  mobilePhone: optionalText(11).refine(
    (v) => v === null || /^1\d{10}$/.test(v),
    '请输入 1 开头的 11 位手机号|11 digits starting with 1',
  ),
  outsideFactoryIds: ids,
  provinceId: optionalText(20),
  cityId: optionalText(20),
  areaId: optionalText(20),
  address: optionalText(50),
  /** The factory's own stock location (加工厂仓库); relevanceStoreId is the older client's name for it. */
  commonStorehouseId: idSchema.nullish(),
  relevanceStoreId: idSchema.nullish(),
  settlementMethod: z
    .enum(Object.keys(settlementMethods) as [SettlementMethod, ...SettlementMethod[]])
    .nullish()
    .transform((v) => v ?? null),
  taxRate,
  bankAccount: optionalText(40),
  bankName: optionalText(30),
  remark: optionalText(200),
};

export const outsideFactoryInsertInput = z.object(outsideFactoryFields);
export const outsideFactoryUpdateInput = z.object({
  id: idSchema,
  version: versionInput.optional(),
  ...outsideFactoryFields,
});
export type OutsideFactoryInsert = z.infer<typeof outsideFactoryInsertInput>;
export type OutsideFactoryUpdate = z.infer<typeof outsideFactoryUpdateInput>;

const statusList = statusListInput.optional();

export const outsideFactoryPageInput = pagingInput.extend({
  keyword: z.string().trim().max(50).optional(),
  name: z.string().trim().max(50).optional(),
  code: z.string().trim().max(50).optional(),
  phone: z.string().trim().max(50).optional(),
  factoryRateIds: idListInput,
  /** Brands; brandIds is the desk's name for the same filter. */
  attrIds: idListInput,
  brandIds: idListInput,
  /** 0 未停用, 1 已停用; absent = both. */
  stopuse: z.union([z.literal(0), z.literal(1), z.enum(['0', '1']).transform(Number), z.boolean().transform(Number)]).optional(),
  statuses: statusList,
  reviewStatusList: statusList,
});
export type OutsideFactoryPageInput = z.infer<typeof outsideFactoryPageInput>;

export const outsideFactoryStopUseInput = z.object({
  id: idSchema,
  stopuse: z.union([z.literal(0), z.literal(1), z.enum(['0', '1']).transform(Number), z.boolean().transform(Number)]),
});

export const outsideFactoryExtNoInput = z.object({ id: idSchema, extNo: optionalText(50) });

const webhookUrl = z
  .string()
  .trim()
  .min(1, '请输入地址|url is required')
  .max(500)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
    } catch {
      return false;
    }
  }, '须为 http(s) 地址|must be an http(s) URL');

export const webhookInput = z.object({
  url: webhookUrl,
  events: z
    .array(z.enum(Object.keys(webhookEvents) as [WebhookEvent, ...WebhookEvent[]]))
    .min(1, '请至少选择一个事件|choose at least one event')
    .transform((v) => [...new Set(v)]),
});
export const outsideFactoryWebhooksInput = z.object({ id: idSchema, webhooks: z.array(webhookInput).max(10) });
export type Webhook = z.infer<typeof webhookInput>;

/** Ratings (厂商评级) and brands (品牌) are small per-unit lists with their own add and list. */
export const outsideFactoryTagInput = z.object({ name: z.string().trim().min(1, '请输入名称|name is required').max(20) });

export interface NamedRef {
  id: string;
  name: string;
}

export interface OutsideFactoryRow {
  id: string;
  code: string;
  name: string;
  factoryRateIds: string[];
  factoryRateName: string;
  attrIds: string[];
  attrName: string;
  contacts: string | null;
  telephone: string | null;
  mobilePhone: string | null;
  outsideFactoryIds: string[];
  outsideFactoryRelaName: string;
  provinceId: string | null;
  cityId: string | null;
  areaId: string | null;
  address: string | null;
  commonStorehouseId: string | null;
  commonStorehouseName: string | null;
  settlementMethod: SettlementMethod | null;
  taxRate: string | null;
  bankAccount: string | null;
  bankName: string | null;
  remark: string | null;
  extNo: string | null;
  webhooks: Webhook[];
  stopuse: 0 | 1;
  status: number;
  version: number;
  /** The last review remark (审批备注). */
  msg: string | null;
  canDelete: boolean;
  createdAt: string;
  updatedAt: string;
  createdByName: string | null;
}
