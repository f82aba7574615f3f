/**
 * 预计货期 before 采购日期: goods cannot be expected before they are ordered, and such a bill would count as overdue
 * (expectStatus 2) from the day it is made. The form marks the date and the server refuses it (expectDateEnd, 40001);
 * a purchase recorded after the fact sets its purchase date back as well. Dates are 'YYYY-MM-DD' (text order = date
 * order); a missing date never conflicts.
 */
export function isExpectBeforePurchase(
  datePurchase: string | null | undefined,
  expectDateEnd: string | null | undefined,
): boolean {
  return Boolean(datePurchase && expectDateEnd && expectDateEnd < datePurchase);
}
