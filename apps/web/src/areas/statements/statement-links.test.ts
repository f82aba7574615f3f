import { describe, expect, it } from 'vitest';
import { sourceHref, sourceTypeName } from './statement-links';

describe('statement source documents', () => {
  it('links an arrival by its number and a return by its id in the path', () => {
    expect(sourceHref('MATERIALS_ARRIVE', '7', 'SL2026-001')).toBe('/materialDetail?orderNo=SL2026-001');
    expect(sourceHref('MATERIALS_RETURN', '9', 'TL-1')).toBe('/returnMaterielDetail/9');
    expect(sourceHref('PAYMENT', '3', 'FK 1')).toBe('/finance/paymentOrder?orderNo=FK%201');
  });

  it('links a prepayment to its detail, and has no link for a source the web has no detail page of', () => {
    expect(sourceHref('PREPAY', '3', 'YF-1')).toBe('/finance/prepayDetail?family=prepay&id=3');
    expect(sourceHref('NEED_PAY_HEDGING', '4', null)).toBeNull();
  });

  it('names bill types and the finance-only sources in both languages, the raw type as the last resort', () => {
    expect(sourceTypeName('FEE', 'zh')).toBe('费用单');
    expect(sourceTypeName('FEE', 'en')).toBe('Fee order');
    expect(sourceTypeName('PREPAY', 'zh')).toBe('预付款单');
    expect(sourceTypeName('NEED_PAY_HEDGING', 'en')).toBe('Payable / receivable offset');
    expect(sourceTypeName('SOMETHING_NEW', 'zh')).toBe('SOMETHING_NEW');
  });
});
