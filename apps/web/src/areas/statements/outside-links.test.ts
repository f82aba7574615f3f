import type { StatementLine } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { missionHref, nodeReportIds, nodeReportOf, orderFinanceHref, outsidePayDetailHref, payFormHref } from './outside-links';

const line = (over: Partial<StatementLine>): StatementLine => ({
  lineId: '1',
  entryId: '1',
  entryDate: '2026-11-01',
  sourceType: 'PAYMENT',
  sourceId: '900',
  sourceNo: 'FK1',
  itemType: null,
  itemId: null,
  itemNo: null,
  ledger: 'AP',
  ledgerName: '应付',
  memo: null,
  increase: '0.00',
  decrease: '30.00',
  balance: '20.00',
  ...over,
});

describe('outside-factory statement links', () => {
  it('opens the mission, the order finance detail and the factory lines with the period and document type', () => {
    expect(missionHref('12')).toBe('/OrderDetailed?missionId=12');
    expect(orderFinanceHref('7')).toBe('/finance/orderFinanceDetail?id=7');
    expect(outsidePayDetailHref('5', {})).toBe('/finance/outsidePayDetail?outsideFactoryId=5');
    expect(outsidePayDetailHref('5', { startDate: '2026-11-01', endDate: '2026-11-30' }, 'PAYMENT')).toBe(
      '/finance/outsidePayDetail?outsideFactoryId=5&startDate=2026-11-01&endDate=2026-11-30&billType=PAYMENT',
    );
  });

  it('finds the node report a line belongs to or settles, each report once', () => {
    const report = line({ sourceType: 'FAC_MISSION_COMPLETE', sourceId: '41', itemType: 'FAC_MISSION_COMPLETE', itemId: '41' });
    const payment = line({ itemType: 'FAC_MISSION_COMPLETE', itemId: '41' });
    const otherPayment = line({ itemType: 'FAC_MISSION_ADJUST', itemId: '42' });
    const prepayment = line({ sourceType: 'PREPAY', sourceId: '77' });
    const arrival = line({ sourceType: 'MATERIALS_ARRIVE', sourceId: '3', itemType: 'MATERIALS_ARRIVE', itemId: '3' });
    expect(nodeReportIds([report, payment, otherPayment, prepayment, arrival])).toEqual(['41', '42']);
    expect(nodeReportOf(payment)).toBe('41');
    expect(nodeReportOf(line({ sourceType: 'FAC_MISSION_WASTE', sourceId: '50' }))).toBe('50');
    expect(nodeReportOf(prepayment)).toBeNull();
    expect(nodeReportOf(arrival)).toBeNull();
  });

  it('opens the payment form with the partner chosen and what is owed, never a debt the partner does not have', () => {
    const p = { partnerType: 'OUTSIDE_FACTORY' as const, partnerId: '5', partnerName: '甲 厂' };
    expect(payFormHref({ ...p, owed: '40.1' })).toBe(
      '/finance/paymentAdd?type=0&partnerType=OUTSIDE_FACTORY&partnerId=5&partnerName=%E7%94%B2+%E5%8E%82&amount=40.10',
    );
    expect(payFormHref({ ...p, owed: '-3.00' })).not.toContain('amount');
    expect(payFormHref({ ...p, owed: '0.00' })).not.toContain('amount');
  });
});
