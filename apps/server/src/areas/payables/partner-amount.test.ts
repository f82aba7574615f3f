import { describe, expect, it } from 'vitest';
import { splitTax } from './partner-amount.service.js';

describe('splitTax', () => {
  it('splits an amount including tax at a percent rate, to the cent', () => {
    expect(splitTax('113.00', '13')).toEqual({ amountExcludingTax: '100.00', taxAmount: '13.00' });
    expect(splitTax('100.00', '13')).toEqual({ amountExcludingTax: '88.50', taxAmount: '11.50' });
    expect(splitTax('0.01', '6')).toEqual({ amountExcludingTax: '0.01', taxAmount: '0.00' });
    expect(splitTax('-113.00', '13')).toEqual({ amountExcludingTax: '-100.00', taxAmount: '-13.00' });
  });
  it('treats a missing rate as no tax', () => {
    expect(splitTax('18.50', null)).toEqual({ amountExcludingTax: '18.50', taxAmount: '0.00' });
  });
});
