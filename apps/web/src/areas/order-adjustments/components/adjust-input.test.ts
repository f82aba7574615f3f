import { skuKeyOf, type AdjustGoodsView, type AdjustOrderView, type GoodsSku } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { startingQuantities } from './AdjustGoodsCard';
import { goodsInputOf } from './adjust-input';
import { shapeOf } from '../../../shared/sku-matrix';
import { cellsOfQuantities, quantitiesOf } from './matrix-shape';

const sku = (id: string, color: string, size: string): GoodsSku => ({
  id,
  color_id: color,
  color_name: `色${color}`,
  color_no_name: `00${color}-色${color}`,
  style_id: '1',
  size_id: size,
  size_value: `码${size}`,
  standard_id: null,
  standard_value: null,
});
const skuList = [sku('11', 'c1', 's1'), sku('12', 'c1', 's2'), sku('21', 'c2', 's1')];
const key = (c: string, s: string) => skuKeyOf({ colorId: c, sizeId: s, standardId: null });
const cell = (goodsSkuId: string, colorId: string, sizeId: string, oldNum: string | null, newNum: string) => ({
  goodsSkuId,
  colorId,
  sizeId,
  standardId: null,
  oldNum,
  newNum,
});

const goods = (over: Partial<AdjustGoodsView>): AdjustGoodsView => ({
  facPrdOrderGoodsId: 'g1',
  styleId: '1',
  styleNo: 'K1',
  styleName: '衬衫',
  bomId: null,
  bomName: null,
  fillType: 0,
  deliveryAt: '2026-12-20',
  skuList,
  oldTotal: '20',
  newTotal: '25',
  cells: [cell('11', 'c1', 's1', '10', '15'), cell('12', 'c1', 's2', '10', '10')],
  customers: [],
  materials: [],
  ...over,
});
const view = (list: AdjustGoodsView[]) => ({ facPrdOrderGoodsList: list }) as AdjustOrderView;

describe('the adjustment form state', () => {
  it('reads the axes and the existing SKUs of the style (a SKU the style lacks shows —)', () => {
    const shape = shapeOf(skuList);
    expect(shape.colors.map((c) => c.name)).toEqual(['00c1-色c1', '00c2-色c2']);
    expect(shape.sizes.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(shape.existingKeys.has(key('c2', 's2'))).toBe(false);
  });

  it('starts from the new quantities and compares with the old ones (absent old = 0)', () => {
    const g = goods({ cells: [cell('11', 'c1', 's1', null, '4')] });
    expect(startingQuantities(g)).toEqual({ goods: { [key('c1', 's1')]: 4 } });
    expect(quantitiesOf(g.cells, 'oldNum')).toEqual({ [key('c1', 's1')]: 0 });
  });

  it('sends every SKU of a matrix, a cell left blank as 0', () => {
    expect(cellsOfQuantities(skuList, { [key('c1', 's1')]: 7 })).toEqual([
      { goodsSkuId: '11', num: 7 },
      { goodsSkuId: '12', num: 0 },
      { goodsSkuId: '21', num: 0 },
    ]);
  });

  it('sends one matrix per customer block for a block filled per customer, and one matrix otherwise', () => {
    const byGoods = goods({});
    const perCustomer = goods({
      facPrdOrderGoodsId: 'g2',
      fillType: 1,
      customers: [
        { facPrdOrderGoodsCustomerId: 'b1', customerId: 'u1', customerName: '甲', cells: [] },
        { facPrdOrderGoodsCustomerId: 'b2', customerId: 'u2', customerName: '乙', cells: [] },
      ],
    });
    const input = goodsInputOf(view([byGoods, perCustomer]), {
      g1: { goods: { [key('c1', 's1')]: 12 } },
      g2: { b1: { [key('c2', 's1')]: 3 } },
    });
    expect(input[0]).toMatchObject({ facPrdOrderGoodsId: 'g1', facPrdOrderGoodsCustomerList: [] });
    expect(input[0]!.facPrdOrderGoodsDetailList).toContainEqual({ goodsSkuId: '11', num: 12 });
    expect(input[1]!.facPrdOrderGoodsDetailList).toEqual([]);
    expect(input[1]!.facPrdOrderGoodsCustomerList.map((c) => c.facPrdOrderGoodsCustomerId)).toEqual(['b1', 'b2']);
    expect(input[1]!.facPrdOrderGoodsCustomerList[0]!.facPrdOrderGoodsDetailList).toContainEqual({ goodsSkuId: '21', num: 3 });
    expect(input[1]!.facPrdOrderGoodsCustomerList[1]!.facPrdOrderGoodsDetailList.every((c) => c.num === 0)).toBe(true);
  });
});
