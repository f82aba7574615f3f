/**
 * Column widths of the material line table (送料单, 送料通知单, 余料入库单). Every column has a width and the table
 * scrolls only past their sum, so the whole table — above all the quantity input — shows without scrolling in the
 * content area of a 1440 px screen (about 1080 px inside the form's cards with the side menu open).
 */
export const LINE_COLUMN_WIDTH = {
  label: 176,
  stockUnit: 72,
  onHand: 76,
  reserved: 76,
  available: 76,
  orderNo: 110,
  rollNo: 110,
  vatNo: 90,
  quantity: 120,
  remove: 76,
} as const;

/** An area's extra column (e.g. 已送料) unless it names its own width. */
export const EXTRA_COLUMN_WIDTH = 90;

/** The width the line table needs: its fixed columns, 卷号 / 缸号 with lots, and the area's extra columns. */
export function lineTableWidth(options: { lots: boolean; extraWidths?: readonly (number | undefined)[] }): number {
  const w = LINE_COLUMN_WIDTH;
  const fixed = w.label + w.stockUnit + w.onHand + w.reserved + w.available + w.orderNo + w.quantity + w.remove;
  const lots = options.lots ? w.rollNo + w.vatNo : 0;
  return fixed + lots + (options.extraWidths ?? []).reduce<number>((sum, x) => sum + (x ?? EXTRA_COLUMN_WIDTH), 0);
}
