import { describe, expect, it } from 'vitest';
import { billTypes, detailHref } from './bill-types.js';

describe('detailHref', () => {
  it('puts the id where the path names it, the number where the page reads ?orderNo=', () => {
    expect(detailHref('PREPAY', { id: '12', billNo: 'YF1' })).toBe('/finance/prepayDetail?family=prepay&id=12');
    expect(detailHref('PREPAY_TRANSFER', { id: '7' })).toBe('/finance/prepayDetail?family=prepayTransfer&id=7');
    expect(detailHref('FEE', { id: '3', billNo: 'FY 1' })).toMatch(/^\/finance\/feeListDetails\?orderNo=FY(%20|\+)1$/);
    expect(detailHref('NO_SUCH_TYPE', { id: '1' })).toBeNull();
  });

  it('gives every finance bill type a detail page', () => {
    for (const type of ['PAYMENT', 'PAYMENT_APPLY', 'PREPAY', 'PREPAY_TRANSFER', 'FEE', 'NEED_PAY_ADJUST_ORDER'] as const)
      expect(billTypes[type].detailPath, type).toMatch(/^\/finance\//);
  });
});
