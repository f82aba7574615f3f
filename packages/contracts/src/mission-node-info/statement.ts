import { z } from 'zod';
import { dateText } from '../platform/bounds.js';
import { idSchema, optionalText, pagingInput } from '../platform/paging.js';

/**
 * POST fac/mission/statement/missions (SPEC 7 Statements): per outside factory, mission and node, what was sent to the
 * factory, what it returned and passed, and what is payable (the payables ledger's amounts of those reports).
 * The same filters serve the Excel export (fac/mission/statement/missions/export).
 */
const filterShape = {
  outsideFactoryIds: z
    .array(idSchema)
    .max(50)
    .optional()
    .transform((ids) => (ids?.length ? [...new Set(ids)] : undefined)),
  missionId: idSchema.optional(),
  /** 工单号, contained. */
  missionNo: optionalText(50).optional(),
  missionNodeId: idSchema.optional(),
  /** Period of the reports' completion dates, both days included. */
  dateStart: dateText.optional(),
  dateEnd: dateText.optional(),
};

const periodInOrder = (f: { dateStart?: string | undefined; dateEnd?: string | undefined }, ctx: z.RefinementCtx) => {
  if (f.dateStart && f.dateEnd && f.dateStart > f.dateEnd)
    ctx.addIssue({ code: 'custom', path: ['dateEnd'], message: '结束日期不能早于开始日期|dateEnd is before dateStart' });
};

export const outsideStatementFilter = z.object(filterShape).superRefine(periodInOrder);
export type OutsideStatementFilter = z.output<typeof outsideStatementFilter>;

export const outsideStatementInput = z.object({ ...pagingInput.shape, ...filterShape }).superRefine(periodInOrder);
export type OutsideStatementInput = z.input<typeof outsideStatementInput>;

export interface OutsideStatementFigures {
  /** Passed quantities of reports that sent the goods to this factory (发往外发厂). */
  sentNum: string;
  /** Completed quantities this factory reported (回厂). */
  returnedNum: string;
  /** Returned plus adjustments: what the node passes on and what is settled. */
  passedNum: string;
  /** The payables ledger: quantity × processing price of each reviewed report, 2 decimals. */
  payable: string;
}

export interface OutsideStatementRow extends OutsideStatementFigures {
  outsideFactoryId: string;
  outsideFactoryName: string;
  missionId: string;
  missionNo: string;
  missionNodeId: string;
  nodeName: string;
  /** The node's price for this factory, else the mission's processing price (when the factory is the mission's). */
  unitPrice: string | null;
}

export interface OutsideStatementPage {
  list: OutsideStatementRow[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
  /** Over every row the filters select, not only this page. */
  totals: OutsideStatementFigures;
}
