import { Dec, type StatementPartnerType } from '@gf/contracts';

/** Money as the finance pages show it: two decimals, right-aligned by the column. */
export const money = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '' : Dec.of(v).toFixed(2));

/** One value of a filter (a single select keeps a string, a multiple one an array). */
export const one = (v: unknown) =>
  Array.isArray(v) ? (v[0] === undefined ? undefined : String(v[0])) : v ? String(v) : undefined;

/** A dateRange filter's value as the statement calls take it. */
export function periodOf(value: unknown): { startDate?: string; endDate?: string } {
  return Array.isArray(value) && value.length === 2 ? { startDate: String(value[0]), endDate: String(value[1]) } : {};
}

/** The statement detail of one partner, for the same period as the list it was opened from. */
export function detailLink(
  type: StatementPartnerType,
  partnerId: string,
  period: { startDate?: string; endDate?: string },
): string {
  const q = new URLSearchParams({ type, partnerId });
  if (period.startDate) q.set('startDate', period.startDate);
  if (period.endDate) q.set('endDate', period.endDate);
  return `/finance/statementDetail?${q.toString()}`;
}
