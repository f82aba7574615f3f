import { describe, expect, it } from 'vitest';
import { receiptsBySku } from './remnant-receipts.logic';

const row = (materialsSkuId: string, delivered: string, returned: string) => ({ materialsSkuId, delivered, returned });

describe('receiptsBySku', () => {
  it('flags a SKU whose put-away exceeds 已送料 − 已余料入库 (30 sent, 100 back)', () => {
    const r = receiptsBySku([{ materialsSkuId: '1', quantity: '100' }], [row('1', '30.0000', '0.0000')]);
    expect(r.get('1')).toEqual({ delivered: '30.0000', returned: '0.0000', open: '30', entered: '100', over: true });
  });
  it('adds the lines of one SKU and compares with what is still open, exactly', () => {
    const lines = [
      { materialsSkuId: '1', quantity: '10.1' },
      { materialsSkuId: '1', quantity: '7.9' },
      { materialsSkuId: '2', quantity: '0.0001' },
    ];
    const r = receiptsBySku(lines, [row('1', '30', '12'), row('2', '0', '0')]);
    expect(r.get('1')).toMatchObject({ open: '18', entered: '18', over: false });
    expect(r.get('2')).toMatchObject({ open: '0', over: true }); // nothing sent: any put-away is over
  });
  it('counts a quantity still being typed as 0 and knows nothing of SKUs the server did not answer', () => {
    const r = receiptsBySku(
      [
        { materialsSkuId: '1', quantity: '5.' },
        { materialsSkuId: '3', quantity: '9' },
      ],
      [row('1', '1', '0')],
    );
    expect(r.get('1')).toMatchObject({ entered: '0', over: false });
    expect(r.has('3')).toBe(false);
  });
  it('an already over-returned factory (open below 0) flags any further put-away', () => {
    expect(receiptsBySku([{ materialsSkuId: '1', quantity: '1' }], [row('1', '10', '12')]).get('1')).toMatchObject({
      open: '-2',
      over: true,
    });
  });
});
