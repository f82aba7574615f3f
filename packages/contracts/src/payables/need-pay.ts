import { z } from 'zod';
import { dateText, flagInput } from '../platform/bounds.js';
import { decimalInput } from '../platform/number-input.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';
import { partnerTypes, type PartnerType } from './partner-amount.js';

/** The two ledgers an open item of the payables list lives on: AP (应付, we owe), AR (应收, they owe). */
export const needPayLedgers = ['AP', 'AR'] as const;
export type NeedPayLedger = (typeof needPayLedgers)[number];

/** The bill type of a payable adjustment (应付调整单) and the source type of an offset (对冲). */
export const NEED_PAY_ADJUST_ORDER = 'NEED_PAY_ADJUST_ORDER';
export const NEED_PAY_HEDGING = 'NEED_PAY_HEDGING';

/** Money as typed: 2 decimals, 16 integer digits (numeric(18, 2)). */
const money = (label: string, rule: { positive?: boolean; allowNegative?: boolean } = {}) =>
  decimalInput({ scale: 2, intDigits: 16, label, ...rule });

/** needPayNeedRecvList: open items per source bill (or summed per partner) with owed, paid, offset, adjusted, open. */
export const needPayListInput = pagingInput.extend({
  ledger: z.enum(needPayLedgers).optional(),
  partnerType: z.enum(partnerTypes).optional(),
  partnerId: idSchema.optional(),
  itemNo: optionalText(60),
  itemType: optionalText(40),
  dateStart: dateText.optional(),
  dateEnd: dateText.optional(),
  /** Only items with something open. */
  onlyOpen: flagInput.optional(),
  /** BILL (default): one row per source bill; PARTNER: one row per partner and ledger. */
  groupBy: z.enum(['BILL', 'PARTNER']).default('BILL'),
});
export type NeedPayListInput = z.infer<typeof needPayListInput>;

export interface NeedPayFigures {
  /** What the bill itself made owed (its own postings net of their reversals). */
  owed: string;
  /** Settled by payments, refunds and other money events. */
  paid: string;
  /** Settled by offsets against the other side. */
  offset: string;
  /** Signed: what adjustments added (+) or took off (−). */
  adjusted: string;
  /** owed + adjusted − paid − offset. */
  open: string;
}

export interface NeedPayRow extends NeedPayFigures {
  /** The journal_item id (BILL rows); the partner key `type|id|ledger` on PARTNER rows. */
  id: string;
  ledger: NeedPayLedger;
  itemType: string | null;
  itemId: string | null;
  itemNo: string | null;
  partnerType: PartnerType;
  partnerId: string;
  partnerName: string;
  firstDate: string | null;
  billCount: number;
}

export interface NeedPayListResult {
  list: NeedPayRow[];
  totalCount: number;
  /** Totals of the filtered rows (every page), per ledger. */
  totals: (NeedPayFigures & { ledger: NeedPayLedger })[];
}

export const needPayDetailsInput = z.object({ id: idSchema });

/** One posting on an open item: the bill's own, a payment, an offset, an adjustment, or their reversals. */
export interface NeedPaySettlement {
  lineId: string;
  entryId: string;
  entryDate: string;
  kind: 'OWN' | 'PAYMENT' | 'OFFSET' | 'ADJUSTMENT';
  sourceType: string;
  sourceId: string;
  sourceNo: string;
  /** Signed on the item's normal side: + adds to what is open, − settles it. */
  amount: string;
  isReversal: boolean;
  isReversed: boolean;
  createdBy: string | null;
  createdAt: string;
  memo: string | null;
}

export interface NeedPayDetails extends NeedPayRow {
  settlements: NeedPaySettlement[];
  /** Offsets on this item still in force (revocable). */
  hedgings: HedgingRow[];
}

/** editNeedPayAdjust: a new adjustment draft (no id) or a draft / rejected one re-edited; submit: true submits it. */
export const needPayAdjustInput = z.object({
  id: idSchema.optional(),
  /** The open item adjusted (journal_item id, from the list). */
  itemId: idSchema,
  amount: money('调整金额|Adjustment amount', { allowNegative: true }).refine((v) => !/^-?0+(\.0+)?$/.test(v), {
    message: '调整金额不能为 0|Adjustment amount must not be 0',
  }),
  reason: z.string().trim().min(1, '请输入调整原因|Reason must be filled in').max(200),
  adjustDate: dateText.optional(),
  adjustNo: optionalText(40),
  submit: flagInput.optional(),
});
export type NeedPayAdjustInput = z.infer<typeof needPayAdjustInput>;

/** checkAllowCommit: would an adjustment of this amount keep the item at or above zero open, now. */
export const needPayCheckInput = z.object({
  itemId: idSchema,
  amount: money('调整金额|Adjustment amount', { allowNegative: true }),
  /** An adjustment being re-edited (its own amount is not posted yet, so nothing to take off). */
  id: idSchema.optional(),
});
export interface NeedPayCheckResult {
  allowed: boolean;
  open: string;
  after: string;
}

export const needPayAdjustIdInput = z.object({ id: idSchema });
export const needPayAdjustByNoInput = z.object({ id: idSchema.optional(), orderNo: optionalText(40) });
/** changeStatus: 5 voids a draft or rejected adjustment (the only status a client may ask for). */
export const needPayChangeStatusInput = z.object({
  id: idSchema,
  status: z.union([z.literal(5), z.literal('5').transform(() => 5 as const)], {
    error: '只能改为作废（5）|status may only be 5 (void)',
  }),
});

export interface NeedPayAdjustDetail {
  id: string;
  adjustNo: string;
  status: number;
  ledger: NeedPayLedger;
  itemId: string;
  itemType: string;
  itemNo: string;
  sourceId: string;
  partnerType: PartnerType;
  partnerId: string;
  partnerName: string;
  amount: string;
  reason: string;
  adjustDate: string;
  createdBy: string | null;
  createdAt: string;
}

/** adjustneedPayBalance: offset (对冲) a payable against a receivable of the same partner. */
export const hedgingInput = z.object({
  payableItemId: idSchema,
  receivableItemId: idSchema,
  amount: money('对冲金额|Offset amount', { positive: true }),
  hedgeDate: dateText.optional(),
  remark: optionalText(200),
});
export type HedgingInput = z.infer<typeof hedgingInput>;

export const revokeHedgingInput = z.object({ hedgingOrderId: idSchema });
/** revokeJournalAccountOrderVerificationRecord: the reference's name for revoking an offset (核销) record. */
export const revokeVerificationInput = z.object({ journalAccountVerificationId: idSchema });

export interface HedgingRow {
  id: string;
  hedgingNo: string;
  partnerType: PartnerType;
  partnerId: string;
  payableItemNo: string;
  receivableItemNo: string;
  amount: string;
  hedgeDate: string;
  remark: string | null;
  revokedAt: string | null;
  createdAt: string;
}

/** getNeedPayNeedReceiveOrderByMaterialArriveOrderId (and any bill): the items a bill posted, with settlements. */
export const needPayBySourceInput = z.object({
  billMaterialArriveId: idSchema,
  billType: z.string().trim().min(1).max(40).default('MATERIALS_ARRIVE'),
});

/** importNeedPayAdjustExcel: rows of 单据号 / 调整金额 / 调整原因; dryRun checks only. */
export interface NeedPayImportResult {
  dryRun: boolean;
  rows: { row: number; itemNo: string; amount: string; reason: string; problems: string[]; adjustNo?: string }[];
  created: number;
}
