import type { MissionLineRow } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { colourGroups, layReports, planGroups } from './cut-plan-groups';

const line = (colorName: string, sizeName: string, num: string, actualCutNum = '0'): MissionLineRow => ({
  id: `${colorName}${sizeName}${num}`,
  goodsSkuId: `sku-${colorName}-${sizeName}`,
  standardName: null,
  colorName,
  sizeName,
  customerId: null,
  customerName: null,
  num,
  actualCutNum,
});

describe('cut plan groups', () => {
  it('groups the lines by colour, adds a SKU listed per customer and plans what is left to cut', () => {
    const groups = colourGroups([
      line('红', 'S', '60'),
      line('红', 'S', '40'),
      line('红', 'M', '200', '50'),
      line('黑', 'S', '10', '10'),
    ]);
    expect(groups.map((g) => [g.label, g.sizes.map((s) => [s.size, s.toCut])])).toEqual([
      [
        '红',
        [
          ['S', 100],
          ['M', 150],
        ],
      ],
      ['黑', [['S', 0]]],
    ]);
    const plans = planGroups(groups, { maxPlies: 50, maxGarments: 5 });
    expect(plans.map((p) => p.group.label)).toEqual(['红']); // 黑 is all cut
    const reports = layReports(plans);
    const total = (sku: string) =>
      reports
        .flatMap((r) => r.skus)
        .filter((s) => s.goodsSkuId === sku)
        .reduce((n, s) => n + Number(s.num), 0);
    expect(total('sku-红-S')).toBeGreaterThanOrEqual(100);
    expect(total('sku-红-M')).toBeGreaterThanOrEqual(150);
    expect(reports.map((r) => r.lathe)).toEqual(reports.map((_, i) => `红 #${i + 1}`));
    expect(reports.every((r) => r.skus.every((s) => Number(s.num) > 0))).toBe(true);
  });
});
