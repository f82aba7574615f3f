import { describe, expect, it } from 'vitest';
import { openLinesOfBill, withOutstanding } from './arrival-outstanding';
import type { LineDraft } from './ArrivalLinesTable';

const line = (p: Partial<LineDraft>): LineDraft => ({
  key: 'k',
  materialSkuId: '1',
  label: 'M',
  purchaseUnit: '卷',
  stockUnit: '米',
  conversionRate: '50',
  quantity: '1',
  unitPrice: '',
  amount: '',
  amountTyped: false,
  taxRate: '',
  vatNo: '',
  rollNo: '',
  isArriveComplete: false,
  purchaseLineId: null,
  purchaseBillNo: null,
  outstanding: null,
  purchaseLineDemandId: null,
  orderNo: null,
  goodsStyleNo: null,
  ...p,
});

describe('withOutstanding (re-edit form 采购未到)', () => {
  const openLines = [
    { id: '10', outstandingQuantity: '100.0000' },
    { id: '11', outstandingQuantity: '12.5000' },
  ];
  const openSplits = [{ purchaseLineDemandId: '70', outstandingQuantity: '30.0000' }];
  it('takes the purchase line’s outstanding, or the named split’s', () => {
    const out = withOutstanding(
      [
        line({ purchaseLineId: '10' }),
        line({ purchaseLineId: '11', purchaseLineDemandId: '70' }),
        line({ purchaseLineId: '11' }),
      ],
      openLines,
      openSplits,
    );
    expect(out.map((l) => l.outstanding)).toEqual(['100', '30', '12.5']);
  });
  it('answers 0 for a purchase line or split no longer open, null for an unplanned line', () => {
    const out = withOutstanding(
      [line({ purchaseLineId: '99' }), line({ purchaseLineId: '10', purchaseLineDemandId: '71' }), line({})],
      openLines,
      openSplits,
    );
    expect(out.map((l) => l.outstanding)).toEqual(['0', '0', null]);
  });
});

describe('openLinesOfBill', () => {
  it('keeps the bill’s lines with something outstanding', () => {
    const rows = [
      { id: 'a', purchaseBillId: '5', outstandingQuantity: '10.0000' },
      { id: 'b', purchaseBillId: '5', outstandingQuantity: '0.0000' },
      { id: 'c', purchaseBillId: '6', outstandingQuantity: '3.0000' },
    ];
    expect(openLinesOfBill(rows, '5').map((r) => r.id)).toEqual(['a']);
  });
});
