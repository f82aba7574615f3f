import { Dec, NODE_REPORT_BILL_TYPES, type StatementLine, type StatementPartnerType } from '@gf/contracts';

/** A statement period as the pages keep it in their URLs. */
export interface Period {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

const withPeriod = (q: URLSearchParams, period: Period) => {
  if (period.startDate) q.set('startDate', period.startDate);
  if (period.endDate) q.set('endDate', period.endDate);
  return q;
};

/** A mission's detail page. */
export const missionHref = (missionId: string) => `/OrderDetailed?missionId=${encodeURIComponent(missionId)}`;

/**
 * The payments area's payment form (付款单) for one partner: the form shows it chosen, and puts what is still owed
 * (when positive) in 付款金额, spread over the partner's open bills oldest first.
 */
export function payFormHref(p: { partnerType: StatementPartnerType; partnerId: string; partnerName: string; owed?: string }) {
  const q = new URLSearchParams({ type: '0', partnerType: p.partnerType, partnerId: p.partnerId, partnerName: p.partnerName });
  if (p.owed && Dec.of(p.owed).gt(0)) q.set('amount', Dec.of(p.owed).toFixed(2));
  return `/finance/paymentAdd?${q.toString()}`;
}

/** 外发结算详情: one processing factory's lines for a period, optionally one kind of document. */
export function outsidePayDetailHref(outsideFactoryId: string, period: Period, billType?: string): string {
  const q = withPeriod(new URLSearchParams({ outsideFactoryId }), period);
  if (billType) q.set('billType', billType);
  return `/finance/outsidePayDetail?${q.toString()}`;
}

/** 订单财务明细 of one production order. */
export const orderFinanceHref = (productionOrderId: string) =>
  `/finance/orderFinanceDetail?id=${encodeURIComponent(productionOrderId)}`;

const isNodeReport = (type: string | null): boolean => (NODE_REPORT_BILL_TYPES as readonly string[]).includes(type ?? '');

/**
 * The node reports a page of a factory's lines names (a report's own line, or the report a payment or adjustment
 * settled): their missions are looked up to show which missions each payment settled. Each id once.
 */
export function nodeReportIds(lines: readonly StatementLine[]): string[] {
  const ids = new Set<string>();
  for (const l of lines) {
    if (isNodeReport(l.itemType) && l.itemId) ids.add(l.itemId);
    else if (isNodeReport(l.sourceType)) ids.add(l.sourceId);
  }
  return [...ids];
}

/** The node report a line belongs to or settles (null when it names none). */
export function nodeReportOf(line: StatementLine): string | null {
  if (isNodeReport(line.itemType) && line.itemId) return line.itemId;
  return isNodeReport(line.sourceType) ? line.sourceId : null;
}
