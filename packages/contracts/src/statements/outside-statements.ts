import { z } from 'zod';
import { dateText } from '../platform/bounds.js';
import { idSchema, pagingInput } from '../platform/paging.js';

/*
 * Outside-factory settlement (外发结算, reference screens 10 section 5): what the reviewed node reports of
 * outside-settlement nodes came to (their payables, AP open items of the processing factory), per mission and per
 * factory, what was paid, offset or adjusted on them and what is open. All read from the journal.
 */

const periodOrder = (v: { startDate?: string | undefined; endDate?: string | undefined }) =>
  !v.startDate || !v.endDate || v.endDate >= v.startDate;
const periodMessage = { path: ['endDate'], message: '结束日期不能早于开始日期|must not be before the start date' };

/** The bills counted: items whose first posting is dated in the period (both ends optional). */
const filter = {
  startDate: dateText.optional(),
  endDate: dateText.optional(),
  outsideFactoryIds: z.array(idSchema).max(500).optional(),
  /** The processing factory's name contains it. */
  keyword: z.string().trim().max(50).optional(),
  /** Only rows with something still open. */
  debt: z.boolean().optional(),
};

/** financeMissionStatement: per processing factory and mission. */
export const missionStatementInput = pagingInput
  .extend({ ...filter, missionNo: z.string().trim().max(50).optional() })
  .refine(periodOrder, periodMessage);
export type MissionStatementInput = z.infer<typeof missionStatementInput>;

/** outside/factory/pay/list: per processing factory. */
export const outsidePayListInput = pagingInput.extend(filter).refine(periodOrder, periodMessage);
export type OutsidePayListInput = z.infer<typeof outsidePayListInput>;

/** outside/factory/pay/details (and its export): one factory's lines with the running balance; `billType` narrows them. */
export const outsidePayDetailsInput = pagingInput
  .extend({
    outsideFactoryId: idSchema,
    startDate: dateText.optional(),
    endDate: dateText.optional(),
    /** The source document's type (e.g. FAC_MISSION_COMPLETE, PAYMENT). */
    billType: z.string().trim().max(40).optional(),
  })
  .refine(periodOrder, periodMessage);
export type OutsidePayDetailsInput = z.infer<typeof outsidePayDetailsInput>;

/** What a group of processing bills came to: owed by the reports, paid, offset, adjusted (signed), open. */
export interface SettlementFigures {
  owed: string;
  paid: string;
  offset: string;
  adjusted: string;
  open: string;
}

export interface MissionStatementRow extends SettlementFigures {
  outsideFactoryId: string;
  outsideFactoryName: string;
  missionId: string;
  missionNo: string;
  /** The production order the mission belongs to (null for a mission made without one). */
  productionOrderNo: string | null;
  /** Node reports counted. */
  bills: number;
  firstDate: string;
  /** What is open with this factory over its missions up to this row (missions by first report date). */
  balance: string;
}

export interface MissionStatement {
  list: MissionStatementRow[];
  totalCount: number;
  totals: SettlementFigures;
}

export interface OutsidePayRow extends SettlementFigures {
  outsideFactoryId: string;
  outsideFactoryName: string;
  bills: number;
  /** Paid ahead to the factory and not yet used (PREPAID). */
  prepaid: string;
}

export interface OutsidePayList {
  list: OutsidePayRow[];
  totalCount: number;
  totals: SettlementFigures & { prepaid: string };
}
