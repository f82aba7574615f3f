import { describe, expect, it } from 'vitest';
import { EXTRA_COLUMN_WIDTH, LINE_COLUMN_WIDTH, lineTableWidth } from './line-table-layout';

/** The content width of a form card's line table at 1440 px with the side menu open (measured on the 送料单 form). */
const AT_1440 = 1080;

describe('line table layout', () => {
  it('fits a 1440 px screen on the delivery form (卷号 / 缸号 columns)', () => {
    expect(lineTableWidth({ lots: true })).toBeLessThanOrEqual(AT_1440);
  });
  it('fits with two extra columns on the remnant form (已送料, 已余料入库) and 生产参考余料', () => {
    expect(lineTableWidth({ lots: false, extraWidths: [undefined, undefined, undefined] })).toBeLessThanOrEqual(AT_1440);
  });
  it('fits with 生产参考余料 on the delivery form of a mission (卷号 / 缸号 columns)', () => {
    expect(lineTableWidth({ lots: true, extraWidths: [undefined] })).toBeLessThanOrEqual(AT_1440);
  });
  it('adds the lot columns and the extra columns to the sum', () => {
    const plain = lineTableWidth({ lots: false });
    expect(lineTableWidth({ lots: true })).toBe(plain + LINE_COLUMN_WIDTH.rollNo + LINE_COLUMN_WIDTH.vatNo);
    expect(lineTableWidth({ lots: false, extraWidths: [undefined, 150] })).toBe(plain + EXTRA_COLUMN_WIDTH + 150);
  });
  it('leaves the quantity input room for a 14-digit figure', () => {
    expect(LINE_COLUMN_WIDTH.quantity).toBeGreaterThanOrEqual(110);
  });
});
