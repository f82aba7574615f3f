import { dec, type BatchConvertCheckRow, type BatchConvertInput } from '@gf/contracts';

/** One goods block's row of the 一键转工单 dialog: the server's check and what the clerk typed. */
export interface ConvertLine {
  check: BatchConvertCheckRow;
  missionNo: string;
  customerId: string | null;
  deliveryAt: string;
  outsideFactoryId: string | null;
  machiningUnitPrice: string;
  /** This row's own process template (null: the common one). */
  templateId: string | null;
  /** This row's own persons in charge (empty: the common ones). */
  leaderIds: string[];
}

/** The rows as the check answers them: the order's delivery date, customer, whole-order factory and price. */
export function linesOf(rows: readonly BatchConvertCheckRow[]): ConvertLine[] {
  return rows.map((r) => ({
    check: r,
    missionNo: '',
    customerId: r.customerId,
    deliveryAt: r.deliveryAt,
    outsideFactoryId: r.isOutside ? r.outsideFactoryId : null,
    machiningUnitPrice: r.isOutside ? (r.processUnitPrice ?? '') : '',
    templateId: null,
    leaderIds: [],
  }));
}

/** A row may be chosen while its block has something left on a reviewed order (an incomplete record is named on OK). */
export const isChoosable = (l: ConvertLine) =>
  !l.check.blockers.includes('ORDER_STATUS') && !l.check.blockers.includes('NOTHING_LEFT');

/** The rows chosen at first: those the check finds ready. */
export const initiallyChosen = (lines: readonly ConvertLine[]) =>
  lines.filter((l) => l.check.canConvert).map((l) => l.check.orderGoodsId);

/** What keeps the chosen rows from converting, before the server is asked. */
export type ConvertProblem =
  { code: 'choose' } | { code: 'incomplete'; rows: BatchConvertCheckRow[] } | { code: 'template' } | { code: 'leaders' };

export function convertProblem(
  chosen: readonly ConvertLine[],
  templateId: string | null,
  leaderIds: readonly string[],
): ConvertProblem | null {
  if (chosen.length === 0) return { code: 'choose' };
  const incomplete = chosen.filter((l) => l.check.missingFields.length > 0).map((l) => l.check);
  if (incomplete.length) return { code: 'incomplete', rows: incomplete };
  if (!templateId && chosen.some((l) => !l.templateId)) return { code: 'template' };
  if (leaderIds.length === 0 && chosen.some((l) => l.leaderIds.length === 0)) return { code: 'leaders' };
  return null;
}

/**
 * The call's body: the common template and leaders once, each row's own fields (customer only where the order left it
 * open; a template or persons in charge only where the row names its own).
 */
export function convertPayload(
  orderId: string,
  chosen: readonly ConvertLine[],
  templateId: string | null,
  leaderIds: readonly string[],
): BatchConvertInput {
  return {
    orderId,
    prcdTemplateId: templateId,
    leaderIds: [...leaderIds],
    items: chosen.map((l) => ({
      orderGoodsId: l.check.orderGoodsId,
      missionNo: l.missionNo.trim() || null,
      ...(l.check.isCustomerFixed ? {} : { customerId: l.customerId }),
      deliveryAt: l.deliveryAt,
      isOutside: Boolean(l.outsideFactoryId),
      outsideFactoryId: l.outsideFactoryId,
      machiningUnitPrice: l.outsideFactoryId && l.machiningUnitPrice.trim() ? l.machiningUnitPrice.trim() : null,
      ...(l.templateId ? { prcdTemplateId: l.templateId } : {}),
      ...(l.leaderIds.length ? { leaderIds: [...l.leaderIds] } : {}),
    })),
  };
}

/** Pieces the chosen rows convert (what each block has left). */
export const chosenTotal = (chosen: readonly ConvertLine[]) => dec.sum(chosen.map((l) => l.check.remainingNum));
