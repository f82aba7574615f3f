import type { GoodsSku, OrderGoodsDetail } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { formProblems } from './order-form-problems';
import {
  axesOf,
  customersSum,
  duplicateCustomers,
  emptyCustomer,
  emptyGoods,
  goodsPayload,
  goodsTotal,
  hasQuantities,
  overshoots,
  switchFillType,
  withStyle,
  type GoodsBlock,
} from './order-goods-state';

const sku = (id: string, color: string, size: string, standard: string | null = null): GoodsSku => ({
  id,
  color_id: color,
  color_name: `c${color}`,
  color_no_name: `${color}-c${color}`,
  style_id: 's1',
  size_id: size,
  size_value: `S${size}`,
  standard_id: standard,
  standard_value: standard ? `L${standard}` : null,
});
const skus = [sku('k1', 'red', 'm'), sku('k2', 'red', 'l'), sku('k3', 'blue', 'm'), sku('k4', 'blue', 'l')];
const styled = (over: Partial<GoodsBlock> = {}): GoodsBlock => ({
  ...emptyGoods(),
  styleId: 's1',
  styleLabel: 'ST1 衬衫',
  skuList: skus,
  deliveryAt: '2026-12-01',
  ...over,
});

describe('the matrix of a goods block', () => {
  it('takes its colours, sizes and 内长 from the style, each once, in the style order', () => {
    const axes = axesOf([...skus, sku('k5', 'red', 'm', '28'), sku('k6', 'red', 'm', '30')]);
    expect(axes.colors).toEqual([
      { id: 'red', name: 'red-cred' },
      { id: 'blue', name: 'blue-cblue' },
    ]);
    expect(axes.sizes.map((s) => s.name)).toEqual(['Sm', 'Sl']);
    expect(axes.standards).toEqual([
      { id: '28', name: 'L28' },
      { id: '30', name: 'L30' },
    ]);
  });

  it('sends each non-zero cell as its SKU, per customer when filled per customer', () => {
    const block = styled({ cells: { 'red|m|': 10, 'red|l|': 0, 'blue|l|': 5, 'gone|m|': 3 } });
    expect(goodsPayload(block, 1).facPrdOrderGoodsDetailList).toEqual([
      { goodsSkuId: 'k1', num: 10 },
      { goodsSkuId: 'k4', num: 5 },
    ]);
    const perCustomer = styled({
      fillType: 1,
      customers: [
        { ...emptyCustomer(), customerId: 'A', cells: { 'red|m|': 1 } },
        { ...emptyCustomer(), id: 'saved', customerId: 'B', cells: { 'blue|m|': 2 } },
      ],
    });
    const payload = goodsPayload(perCustomer, 1);
    expect(payload.facPrdOrderGoodsDetailList).toEqual([]);
    expect(payload.facPrdOrderGoodsCustomerList).toEqual([
      { id: null, customerId: 'A', facPrdOrderGoodsDetailList: [{ goodsSkuId: 'k1', num: 1 }] },
      { id: 'saved', customerId: 'B', facPrdOrderGoodsDetailList: [{ goodsSkuId: 'k3', num: 2 }] },
    ]);
    expect(goodsTotal(perCustomer, 1)).toBe(3);
  });

  it('a pre-order sends pieces per colour and fill type 0', () => {
    const block = styled({ fillType: 1, colorCells: { red: 100, blue: 0 } });
    const payload = goodsPayload(block, 0);
    expect(payload.fillType).toBe(0);
    expect(payload.facPrdOrderGoodsAdvanceDetailList).toEqual([{ colorId: 'red', num: 100 }]);
    expect(goodsTotal(block, 0)).toBe(100);
  });

  it('prices go as typed, blank as null', () => {
    const payload = goodsPayload(styled({ noTaxPrice: ' 12.5 ', taxRate: '' }), 1);
    expect(payload.noTaxPrice).toBe('12.5');
    expect(payload.taxRate).toBeNull();
  });
});

describe('filling per customer', () => {
  it('switching to per customer moves what was typed into the first customer, unchanged', () => {
    const next = switchFillType(styled({ cells: { 'red|m|': 7 } }), 1);
    expect(next.cells).toEqual({});
    expect(next.customers).toHaveLength(1);
    expect(next.customers[0]?.cells).toEqual({ 'red|m|': 7 });
  });

  it('switching back sums the customers per SKU', () => {
    const block = styled({
      fillType: 1,
      customers: [
        { ...emptyCustomer(), customerId: 'A', cells: { 'red|m|': 1, 'blue|l|': 4 } },
        { ...emptyCustomer(), customerId: 'B', cells: { 'red|m|': 2 } },
      ],
    });
    expect(customersSum(block.customers)).toEqual({ 'red|m|': 3, 'blue|l|': 4 });
    expect(switchFillType(block, 0).cells).toEqual({ 'red|m|': 3, 'blue|l|': 4 });
  });

  it('names a customer chosen twice, and the form refuses it', () => {
    const customers = [
      { ...emptyCustomer(), customerId: 'A' },
      { ...emptyCustomer(), customerId: 'B' },
      { ...emptyCustomer(), customerId: 'A' },
    ];
    expect(duplicateCustomers(customers)).toEqual(['A']);
    const problems = formProblems('2026-11-01', [styled({ fillType: 1, customers })], 1, false);
    expect(problems.map((p) => p.code)).toContain('customerTwice');
  });
});

describe('what keeps the order from saving', () => {
  it('names the block and the rule', () => {
    const problems = formProblems(
      '2026-11-10',
      [styled({ deliveryAt: '2026-11-01' }), { ...emptyGoods() }, styled({ fillType: 1 })],
      1,
      false,
    );
    expect(problems).toEqual([
      { code: 'deliveryBeforeOrder', goods: 1 },
      { code: 'styleRequired', goods: 2 },
      { code: 'deliveryRequired', goods: 2 },
      { code: 'customerRequired', goods: 3 },
    ]);
    expect(formProblems('2026-11-10', [], 1, false)).toEqual([{ code: 'noGoods' }]);
  });

  it('a wrong cell is told, never corrected; an empty block may be a draft but not submitted', () => {
    expect(formProblems(null, [styled({ cells: { 'red|m|': -1 } })], 1, false)).toEqual([{ code: 'cellInvalid', goods: 1 }]);
    expect(formProblems(null, [styled({ cells: { 'red|m|': 1.5 } })], 1, false)).toEqual([{ code: 'cellInvalid', goods: 1 }]);
    expect(formProblems(null, [styled({ cells: { 'red|m|': 100000000 } })], 1, false)).toEqual([
      { code: 'cellInvalid', goods: 1 },
    ]);
    expect(formProblems(null, [styled()], 1, false)).toEqual([]);
    expect(formProblems(null, [styled()], 1, true)).toEqual([{ code: 'noQuantity', goods: 1 }]);
  });

  it('checks prices with the contract rule', () => {
    const [problem] = formProblems(null, [styled({ taxRate: '101', cells: { 'red|m|': 1 } })], 1, true);
    expect(problem?.code).toBe('price');
    expect(problem?.text).toMatch(/100/);
  });
});

describe('changing style and turning a pre-order into an order', () => {
  it('a new style drops the old cells (the caller asks first when there are any)', () => {
    const block = styled({ cells: { 'red|m|': 1 } });
    expect(hasQuantities(block)).toBe(true);
    const next = withStyle(block, 's2', 'ST2', []);
    expect(next.cells).toEqual({});
    expect(hasQuantities(next)).toBe(false);
  });

  it('warns of colours ordered past the pre-order, per colour over every size and customer', () => {
    const advance = {
      styleId: 's1',
      facPrdOrderGoodsAdvanceDetailList: [
        { id: 'a1', colorId: 'red', colorName: '红', num: '10' },
        { id: 'a2', colorId: 'blue', colorName: '蓝', num: '10' },
      ],
    } as unknown as OrderGoodsDetail;
    const block = styled({
      fillType: 1,
      customers: [
        { ...emptyCustomer(), customerId: 'A', cells: { 'red|m|': 6, 'blue|m|': 10 } },
        { ...emptyCustomer(), customerId: 'B', cells: { 'red|l|': 5 } },
      ],
    });
    expect(overshoots([block], [advance])).toEqual([{ styleLabel: 'ST1 衬衫', colorName: '红', ordered: 11, planned: 10 }]);
  });
});
