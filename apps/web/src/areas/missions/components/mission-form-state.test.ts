import type { GoodsSku } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { cellsOf, linesOf, missionPayload, missionProblems, type MissionHeader } from './mission-form-state';
import { emptyRow } from './node-rows';

const sku = (id: string, color: string, size: string): GoodsSku => ({
  id,
  color_id: color,
  color_name: color,
  color_no_name: color,
  style_id: 's',
  size_id: size,
  size_value: size,
  standard_id: null,
  standard_value: null,
});
const goods = { styleId: 's', label: 'S1', skuList: [sku('11', 'red', 'M'), sku('12', 'red', 'L')] };
const header: MissionHeader = {
  missionNo: ' ',
  placeorderAt: '2026-11-25',
  deliveryAt: '2026-12-20',
  priority: 1,
  customerStyleNo: null,
  customerOrderNo: null,
  remark: null,
  customerId: '5',
  workingSheetName: null,
  workingSheetContent: null,
  bomId: null,
  prcdTemplateId: '3',
  leaderIds: ['9'],
  isOutside: false,
  outsideFactoryId: '4',
  machiningUnitPrice: '2.50',
};

describe('mission form', () => {
  it('lines come from the positive cells, per SKU, for the mission customer; cells sum lines back', () => {
    const cells = cellsOf(goods.skuList, [
      { goodsSkuId: '11', num: '10' },
      { goodsSkuId: '11', num: 5 },
      { goodsSkuId: '99', num: 1 },
    ]);
    expect(Object.values(cells)).toEqual([15]);
    expect(linesOf(goods, cells, '5')).toEqual([{ goodsSkuId: '11', customerId: '5', num: 15 }]);
  });

  it('names what keeps a save and corrects nothing', () => {
    const codes = (h: Partial<MissionHeader>, cells = {}) =>
      missionProblems({ ...header, ...h }, goods, cells, [emptyRow()]).map((p) => p.code);
    expect(
      codes({ deliveryAt: null, leaderIds: [], isOutside: true, outsideFactoryId: null, machiningUnitPrice: '1.234' }),
    ).toEqual(['deliveryAt', 'quantities', 'leaders', 'outsideFactory', 'price', 'node']);
    expect(codes({ placeorderAt: '2026-12-21' })).toContain('deliveryBeforeOrder');
  });

  it('the payload: blank number for the rule, no outside factory or price unless sent out whole', () => {
    const cells = cellsOf(goods.skuList, [{ goodsSkuId: '12', num: 3 }]);
    const p = missionPayload(header, goods, cells, []);
    expect(p).toMatchObject({ missionNo: null, outsideFactoryId: null, machiningUnitPrice: null, priority: 1, nodes: [] });
    expect(p.lines).toEqual([{ goodsSkuId: '12', customerId: '5', num: 3 }]);
    expect(missionPayload({ ...header, isOutside: true }, goods, cells, []).machiningUnitPrice).toBe('2.50');
  });
});
