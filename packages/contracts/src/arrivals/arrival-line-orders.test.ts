import { describe, expect, it } from 'vitest';
import { arrivalLineOrders } from './arrival.js';

describe('arrivalLineOrders (生产单号 as shown)', () => {
  it("names the split's order, or 计划外采购 for the unplanned split", () => {
    expect(arrivalLineOrders({ purchaseLineDemandId: '5', orderNo: 'SC1', purchaseOrderNos: null }, '计划外采购')).toBe('SC1');
    expect(arrivalLineOrders({ purchaseLineDemandId: '6', orderNo: null, purchaseOrderNos: null }, '计划外采购')).toBe(
      '计划外采购',
    );
  });
  it("names a by-purchase line's orders, or nothing", () => {
    expect(arrivalLineOrders({ purchaseLineDemandId: null, orderNo: null, purchaseOrderNos: 'SC1、SC2' }, '计划外采购')).toBe(
      'SC1、SC2',
    );
    expect(arrivalLineOrders({ purchaseLineDemandId: null, orderNo: null, purchaseOrderNos: null }, '计划外采购')).toBeNull();
  });
});
