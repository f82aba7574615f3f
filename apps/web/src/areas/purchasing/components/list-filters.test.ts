import { describe, expect, it } from 'vitest';
import { toListBody } from './list-filters';

describe('purchase list body', () => {
  it('sends the filters of both views as the server reads them', () => {
    const body = toListBody(
      {
        keyword: '布行',
        filters: {
          orderNos: ['CG1', 'CG2'],
          productionOrderNos: 'SC1，SC2',
          materialSkuIds: ['7'],
          goodsStyleNos: ['KH1'],
          labelIds: ['3'],
          arriveStatus: '2',
          statuses: ['0', '6'],
          datePurchase: ['2026-11-01', '2026-11-30'],
        },
      },
      1,
    );
    expect(body).toMatchObject({
      belongModule: 1,
      searchColumn: '布行',
      orderNos: ['CG1', 'CG2'],
      productionOrderNos: ['SC1', 'SC2'],
      materialSkuIds: ['7'],
      goodsStyleNos: ['KH1'],
      labelIds: ['3'],
      arriveStatus: 2,
      statuses: [0, 6],
      datePurchaseStart: '2026-11-01',
      datePurchaseEnd: '2026-11-30',
    });
  });
  it('leaves out what is not chosen', () => {
    const body = toListBody({ keyword: '', filters: {} }, 0);
    expect(Object.entries(body).filter(([, v]) => v !== undefined)).toEqual([['belongModule', 0]]);
  });
});
