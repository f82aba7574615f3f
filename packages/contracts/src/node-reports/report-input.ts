import { z } from 'zod';
import { dateText, versionInput } from '../platform/bounds.js';
import { decimalInput, intInput } from '../platform/number-input.js';
import { idSchema, optionalText } from '../platform/paging.js';

/** 存草稿 saves the bill as a draft; 提报 submits it (or posts it at once when the node needs no review). */
export const reportAction = z.enum(['DRAFT', 'REPORT']);
export type ReportAction = z.infer<typeof reportAction>;

/** 上报完成数 or 上报调整数 (the dialog's kind): FAC_MISSION_COMPLETE or FAC_MISSION_ADJUST. */
export const reportKind = z.enum(['complete', 'adjust']).default('complete');

const quantity = decimalInput({ scale: 4, intDigits: 14, positive: true, label: '数量|Quantity' });
/** An adjustment may lower a figure: any non-zero value. */
const signedQuantity = decimalInput({ scale: 4, intDigits: 14, allowNegative: true, label: '数量|Quantity' });
const count = intInput({ min: 0, max: 999999999, label: '数量|Quantity' });

export const skuQuantity = z.object({ goodsSkuId: idSchema, num: quantity });
export const signedSkuQuantity = z.object({ goodsSkuId: idSchema, num: signedQuantity });
export type SkuQuantityInput = z.infer<typeof skuQuantity>;

const skuLines = z.array(signedSkuQuantity).min(1, '请填写上报数量|enter the quantities').max(2000);

/** Fields every report dialog has (完成日期, 完成工厂, 完成人员, 发往工厂/工位, 调整原因). */
const common = {
  /** Present when a saved draft or rejected bill is edited and re-sent (PUT). */
  billId: idSchema.nullish(),
  version: versionInput.optional(),
  actionType: reportAction,
  type: reportKind,
  dateCompleted: dateText,
  /** 完成人员 (workbay user); the reference sends it as chargerId. */
  finishUserId: idSchema,
  /** 完成工厂: an outside factory the node (or the whole mission) is sent to. */
  outsideFactoryId: idSchema.nullish(),
  sendToFactoryId: idSchema.nullish(),
  sendToUserId: idSchema.nullish(),
  adjustReason: optionalText(100),
  remark: optionalText(20),
};

/** A completion report has positive lines; an adjustment non-zero ones and a reason. */
function kindRules(
  v: { type: 'complete' | 'adjust'; adjustReason: string | null; skus?: { num: string }[] },
  ctx: z.RefinementCtx,
) {
  if (v.type === 'adjust' && !v.adjustReason) {
    ctx.addIssue({ code: 'custom', path: ['adjustReason'], message: '请填写调整原因|an adjustment needs a reason' });
  }
  v.skus?.forEach((line, i) => {
    const isZero = /^-?0*(\.0*)?$/.test(line.num);
    if (isZero || (v.type === 'complete' && line.num.startsWith('-'))) {
      ctx.addIssue({ code: 'custom', path: ['skus', i, 'num'], message: '数量须大于0|the quantity must be above 0' });
    }
  });
}

/** quantitative (数量型): completed quantity per SKU. */
export const quantitativeReportInput = z.object({ ...common, skus: skuLines }).superRefine(kindRules);

/** actual-cutting (裁床型): per SKU with its lay number (床次), unique per mission. */
export const cuttingReportInput = z
  .object({ ...common, lathe: z.string().trim().min(1, '请输入床次|enter the lay number').max(50), skus: skuLines })
  .superRefine(kindRules);

/** total (总数型): one number. */
export const totalReportInput = z
  .object({ ...common, quantity: signedQuantity })
  .superRefine((v, ctx) => kindRules({ ...v, skus: [{ num: v.quantity }] }, ctx));

/** tail-in-store (尾部入库型): into a goods storehouse. */
export const tailInReportInput = z.object({ ...common, storehouseId: idSchema, skus: skuLines }).superRefine(kindRules);

/** tail-out-store (发货型): out of a storehouse to a customer, or transferred to another storehouse (allot). */
export const tailOutReportInput = z
  .object({
    ...common,
    storehouseId: idSchema,
    customerId: idSchema.nullish(),
    /** 调往仓库. */
    inStorehouseId: idSchema.nullish(),
    skus: skuLines,
  })
  .superRefine((v, ctx) => {
    kindRules(v, ctx);
    if (Boolean(v.customerId) === Boolean(v.inStorehouseId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['customerId'],
        message: '请选择客户或调往仓库之一|choose a customer or a transfer storehouse',
      });
    }
    if (v.inStorehouseId && v.inStorehouseId === v.storehouseId) {
      ctx.addIssue({
        code: 'custom',
        path: ['inStorehouseId'],
        message: '调往仓库不能与发货仓库相同|transfer to another storehouse',
      });
    }
  });

/** logic (逻辑型): done or not done; sets the node's status. */
export const logicReportInput = z.object({
  dateCompleted: dateText.optional(),
  done: z.boolean(),
  /** 延误原因 when a late node is finished. */
  delayReason: optionalText(50),
});

const defectiveLine = z.object({
  goodsSkuId: idSchema,
  num: quantity,
  defectLabelIds: z.array(idSchema).max(50).default([]),
});
const wasteLine = z.object({ goodsSkuId: idSchema, num: quantity, reason: optionalText(20) });

/** quality-checking-report (质检型): qualified, defective (with labels) and waste blocks; one bill per block filled. */
export const qualityReportInput = z
  .object({
    ...common,
    qualifieds: z.array(skuQuantity).max(2000).default([]),
    defectiveds: z.array(defectiveLine).max(2000).default([]),
    wasteds: z.array(wasteLine).max(2000).default([]),
    /** 入库仓库 of the qualified goods (when the node puts them into stock), of the defects, of the waste. */
    storehouseId: idSchema.nullish(),
    defectivedsStorehouseId: idSchema.nullish(),
    wastedsStorehouseId: idSchema.nullish(),
    quRemark: optionalText(20),
    dcRemark: optionalText(20),
    wsRemark: optionalText(20),
  })
  .refine((v) => v.qualifieds.length + v.defectiveds.length + v.wasteds.length > 0, {
    message: '请填写合格品、次品或废品数量|enter qualified, defective or waste quantities',
    path: ['qualifieds'],
  });

const samplingRow = z
  .object({
    /** A goods SKU for 抽检数量型; none for 抽检型. */
    goodsSkuId: idSchema.nullish(),
    /** 交货数量 / 已生产数量. */
    produced: count,
    sampled: count,
    passed: count,
    defective: count,
    waste: count,
  })
  .superRefine((r, ctx) => {
    if (r.sampled > r.produced) {
      ctx.addIssue({ code: 'custom', path: ['sampled'], message: '抽检数不能大于交货数量|cannot sample more than produced' });
    }
    if (r.passed + r.defective + r.waste > r.sampled) {
      ctx.addIssue({
        code: 'custom',
        path: ['passed'],
        message: '合格、次品与废品之和不能大于抽检数|passed + defective + waste exceeds sampled',
      });
    }
  });

/** select_check / select_check_quantity (抽检型 / 抽检数量型): rows of produced, sampled, passed, defective, waste. */
export const samplingReportInput = z.object({
  ...common,
  type: z.literal('complete').default('complete'),
  rows: z.array(samplingRow).min(1, '请填写抽检数据|enter the sampling figures').max(2000),
});

export type QuantitativeReportInput = z.infer<typeof quantitativeReportInput>;
export type CuttingReportInput = z.infer<typeof cuttingReportInput>;
export type TotalReportInput = z.infer<typeof totalReportInput>;
export type TailInReportInput = z.infer<typeof tailInReportInput>;
export type TailOutReportInput = z.infer<typeof tailOutReportInput>;
export type LogicReportInput = z.infer<typeof logicReportInput>;
export type QualityReportInput = z.infer<typeof qualityReportInput>;
export type SamplingReportInput = z.infer<typeof samplingReportInput>;

/** The input schema of each report path (fac-mission-prcd-nodes/{instanceId}/{path}). */
export const reportInputByPath = {
  quantitative: quantitativeReportInput,
  'actual-cutting': cuttingReportInput,
  total: totalReportInput,
  'tail-in-store': tailInReportInput,
  'tail-out-store': tailOutReportInput,
  logic: logicReportInput,
  'quality-checking-report': qualityReportInput,
  select_check: samplingReportInput,
  select_check_quantity: samplingReportInput,
} as const;

/** What a report call answers: the bills it wrote (a quality report may write up to three). */
export interface ReportResult {
  billIds: string[];
  billNos: string[];
  /** 0 draft, 1 pending review, 2 reviewed (direct mode). */
  status: number;
}
